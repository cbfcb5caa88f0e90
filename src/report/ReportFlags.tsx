import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { calendarDay } from '../../core/calendarDay';
import type { ProgressReport } from '../../core/generated/progress-report';
import { flagName, flagReason } from '../resources/charges/attention/attentionText';
import { flagEvidenceText } from '../resources/charges/attention/flagEvidenceText';
import { ScrollableTable } from '../shared/ScrollableTable';
import { reportInstant } from './reportDates';
import { ReportSection } from './ReportSection';

/**
 * The flags raised today with what raised them and who acknowledged them, then every
 * acknowledgement made in the period. A report that ends before today shows no flags: they
 * stand as of today, not as of its last day.
 */
export const ReportFlags = ({ report }: { report: ProgressReport }) => {
  const translate = useTranslate();
  const when = (value: string) => reportInstant(value, translate, report.timeZone);
  const ended = report.period.to < calendarDay(new Date(report.printedAt), report.timeZone);
  const acknowledgementsTitle = translate('portal.report.flags.acknowledgements');
  return (
    <ReportSection title={translate('portal.report.flags.title')} testId="report-flags">
      {report.flags.length === 0 ? (
        <Typography variant="body2">
          {translate(ended ? 'portal.report.flags.past' : 'portal.report.flags.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          {report.flags.map(({ code, evidence, acknowledgement }) => {
            const [key, values] = flagReason(code);
            return (
              <Box component="li" key={code} data-keep>
                <Typography variant="subtitle2" component="p">
                  {`${translate(flagName(code))}: ${flagEvidenceText(code, evidence, translate, report.timeZone)}`}
                </Typography>
                <Typography variant="body2">{translate(key, values)}</Typography>
                <Typography variant="body2">
                  {acknowledgement
                    ? translate('portal.attention.charge.acknowledged', {
                        name:
                          acknowledgement.acknowledgedBy.fullName ||
                          acknowledgement.acknowledgedBy.email,
                        date: when(acknowledgement.acknowledgedAt),
                        note: acknowledgement.note,
                      })
                    : translate('portal.report.flags.unacknowledged')}
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
      <Typography component="h3" variant="subtitle1">
        {acknowledgementsTitle}
      </Typography>
      {report.acknowledgements.length === 0 ? (
        <Typography variant="body2">
          {translate('portal.report.flags.no_acknowledgements')}
        </Typography>
      ) : (
        <ScrollableTable label={acknowledgementsTitle}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('portal.report.flags.title')}</TableCell>
                <TableCell>{translate('portal.report.flags.acknowledged_at')}</TableCell>
                <TableCell>{translate('portal.report.flags.acknowledged_by')}</TableCell>
                <TableCell>{translate('portal.report.flags.note')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {report.acknowledgements.map((a) => (
                <TableRow key={a.id}>
                  <TableCell component="th" scope="row">
                    {translate(flagName(a.code))}
                  </TableCell>
                  <TableCell>{when(a.acknowledgedAt)}</TableCell>
                  <TableCell>{a.acknowledgedBy.fullName || a.acknowledgedBy.email}</TableCell>
                  <TableCell>{a.note}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollableTable>
      )}
    </ReportSection>
  );
};
