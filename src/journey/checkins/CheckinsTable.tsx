import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

import { RelativeDate } from '../../engine/RelativeDate';
import type { DailyCheckin } from '../../../core/generated/daily-checkin';
import { latestFirst, previewRows } from '../shared/preview';
import { ViewMoreButton } from '../shared/ViewMoreButton';
import { CHECKIN_SERIES } from './checkinSeries';
import { MoodChip } from './MoodScale';
import { ScrollableTable } from '../../shared/ScrollableTable';

/** The latest 5 check-ins, then view more/less. */
export const CheckinsTable = ({ checkins }: { checkins: DailyCheckin[] }) => {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState(false);
  const rows = previewRows(latestFirst(checkins), expanded);
  return (
    <>
      <ScrollableTable label={translate('portal.journey.checkins.latest')}>
        <Table size="small" aria-label={translate('portal.journey.checkins.latest')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('portal.journey.date')}</TableCell>
              {CHECKIN_SERIES.map((series) => (
                <TableCell key={series}>
                  {translate(`portal.journey.checkins.series.${series}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((checkin) => (
              <TableRow key={checkin.checkinAt}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <RelativeDate value={checkin.checkinAt} />
                </TableCell>
                <TableCell>
                  <MoodChip mood={checkin.mood} />
                </TableCell>
                <TableCell>{checkin.diet}</TableCell>
                <TableCell>{checkin.sleep}</TableCell>
                <TableCell>{checkin.active}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollableTable>
      <ViewMoreButton
        rows={checkins.length}
        expanded={expanded}
        onToggle={() => setExpanded(!expanded)}
      />
    </>
  );
};
