import { Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { ProgressReport } from '../../core/generated/progress-report';
import { ReportSection } from './ReportSection';

const ROWS = [
  ['checkins', 'checkins'],
  ['sessions', 'sessions'],
  ['meditations', 'meditations'],
  ['module_pages', 'modulePages'],
  ['modules', 'modules'],
] as const;

/** What the client did in the app in the period, as counts. */
export const ReportEngagement = ({ report }: { report: ProgressReport }) => {
  const translate = useTranslate();
  return (
    <ReportSection title={translate('portal.report.engagement.title')} testId="report-engagement">
      <Table size="small" sx={{ maxWidth: '28rem' }}>
        <TableBody>
          {ROWS.map(([key, field]) => (
            <TableRow key={key}>
              <TableCell component="th" scope="row">
                {translate(`portal.report.engagement.${key}`)}
              </TableCell>
              <TableCell align="right">{report.engagement[field]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ReportSection>
  );
};
