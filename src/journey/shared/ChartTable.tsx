import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

import { ScrollableTable } from '../../shared/ScrollableTable';
import { formatDay } from '../../engine/formatDate';
import { useJourneyEvents } from '../events/JourneyEventsContext';

export interface ChartTableColumn {
  label: string;
  numeric?: boolean;
}

/**
 * A chart's points as a table, oldest first like the chart: a caption names the chart, the
 * first cell of each row (the date) is its row header. The journey's event notes follow the
 * points, each named as its chart's marker names it (E1, E2…). Its scrolling region is named apart from
 * its section's landmark ("… as a table"), so no two landmarks of the journey share a name.
 */
export const ChartTable = ({
  caption,
  columns,
  rows,
  testId,
}: {
  caption: string;
  columns: ChartTableColumn[];
  rows: { key: string; cells: ReactNode[] }[];
  testId: string;
}) => {
  const translate = useTranslate();
  const events = useJourneyEvents();
  return (
    <ScrollableTable
      label={translate('portal.journey.table_of', { chart: caption })}
      testId={testId}
    >
      <Table size="small">
        <caption style={{ captionSide: 'top', padding: 0 }}>
          <Typography variant="subtitle2" component="span">
            {caption}
          </Typography>
        </caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.label} align={column.numeric ? 'right' : 'left'}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              {row.cells.map((cell, i) => (
                <TableCell
                  key={columns[i]?.label ?? i}
                  component={i === 0 ? 'th' : 'td'}
                  scope={i === 0 ? 'row' : undefined}
                  align={columns[i]?.numeric ? 'right' : 'left'}
                  sx={{ whiteSpace: i === 0 ? 'nowrap' : undefined }}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {events.length > 0 && (
          <TableBody data-testid="event-rows">
            <TableRow>
              <TableCell component="th" scope="colgroup" colSpan={columns.length}>
                {translate('portal.case_notes.events')}
              </TableCell>
            </TableRow>
            {events.map((event) => (
              <TableRow key={`event-${event.id}`}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {formatDay(event.date, translate)}
                </TableCell>
                <TableCell colSpan={Math.max(columns.length - 1, 1)}>
                  <strong>{event.label}</strong>{' '}
                  {translate('portal.case_notes.event_marker', { text: event.text })}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        )}
      </Table>
    </ScrollableTable>
  );
};
