import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';

import { ScrollableTable } from '../../shared/ScrollableTable';

export interface ChartTableColumn {
  label: string;
  numeric?: boolean;
}

/**
 * A chart's points as a table, oldest first like the chart: a caption names the chart, the
 * first cell of each row (the date) is its row header.
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
}) => (
  <ScrollableTable label={caption} testId={testId}>
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
    </Table>
  </ScrollableTable>
);
