import { Box, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { ProgressReport } from '../../core/generated/progress-report';
import type { ReportScore } from '../../core/generated/report-score';
import { ScrollableTable } from '../shared/ScrollableTable';
import { reportDay } from './reportDates';
import { ReportScoreChart } from './ReportScoreChart';
import { ReportSection } from './ReportSection';

const COLUMNS = ['scale', 'first', 'latest', 'change', 'reliable', 'band'] as const;

/**
 * Each scale's first and latest score, the change, its reliable-change class and the band, as
 * a table, then each scale's small chart (three side by side on a page, one under another on a
 * phone).
 */
export const ReportScores = ({ report }: { report: ProgressReport }) => {
  const translate = useTranslate();
  const none = translate('portal.report.scores.none');
  const score = (value: ReportScore | null) =>
    value
      ? translate('portal.report.scores.score_on', {
          total: value.total,
          date: reportDay(value.postedAt, translate, report.timeZone),
        })
      : none;
  const title = translate('portal.report.scores.title');
  return (
    <ReportSection title={title} testId="report-scores">
      <ScrollableTable label={translate('portal.report.scores.table')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`portal.report.scores.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {report.scales.map((row) => (
              <TableRow key={row.scale} data-scale={row.scale}>
                <TableCell component="th" scope="row">
                  {translate(`portal.journey.sections.${row.scale}`)}
                </TableCell>
                <TableCell>{score(row.first)}</TableCell>
                <TableCell>{score(row.latest)}</TableCell>
                <TableCell>
                  {row.change === null ? '' : row.change > 0 ? `+${row.change}` : row.change}
                </TableCell>
                <TableCell>
                  {row.reliableChange
                    ? translate(`portal.journey.scores.reliable.${row.reliableChange}`)
                    : ''}
                </TableCell>
                <TableCell>
                  {row.band ? translate(`portal.journey.scores.severity.${row.band}`) : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollableTable>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          '@media print': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        {report.scales.map((row) => (
          <ReportScoreChart
            key={row.scale}
            scale={row.scale}
            scores={row.scores}
            timeZone={report.timeZone}
          />
        ))}
      </Box>
    </ReportSection>
  );
};
