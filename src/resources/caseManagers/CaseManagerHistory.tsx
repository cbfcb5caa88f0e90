import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link, useTranslate } from 'react-admin';

import type { CaseManagerDetail } from '../../../core/generated/case-manager-detail';
import { RelativeDate } from '../../engine/RelativeDate';

/** The journeys a case manager viewed, newest first: charge and date (spec section 2). */
export const CaseManagerHistory = ({ history }: { history: CaseManagerDetail['history'] }) => {
  const translate = useTranslate();
  if (history.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }} role="status">
        {translate('portal.list.no_items')}
      </Typography>
    );
  }
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell sx={{ fontWeight: 600 }}>
            {translate('portal.case_managers.history.charge')}
          </TableCell>
          <TableCell sx={{ fontWeight: 600 }}>
            {translate('portal.case_managers.history.date')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {history.map((view) => (
          <TableRow key={`${view.chargeUuid}-${view.date}`}>
            <TableCell>
              <Link to={`/users/${view.chargeUuid}`}>{view.chargeName}</Link>
            </TableCell>
            <TableCell>
              <RelativeDate value={view.date} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
