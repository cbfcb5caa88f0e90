import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

import { ScrollableTable } from '../../shared/ScrollableTable';

export interface ChartTableColumn {
  label: string;
  numeric?: boolean;
}

/**
 * A chart's points as a table, oldest first like the chart: a caption names the chart, the
 * first cell of each row (the date) is its row header. Its scrolling region is named apart from
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
      </Table>
    </ScrollableTable>
  );
};
