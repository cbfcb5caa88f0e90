import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
} from '@mui/material';
import { useTranslate } from 'react-admin';

import type { ListSort } from '../../core/listDialect';
import type { EngineColumn } from '../../core/definitionColumns';
import { FieldValue } from './FieldValue';
import type { ListCells, ListRecord, RowActions, RowEmphasis, RowOpener } from './listTypes';
import { emphasisSx } from './emphasis';
import { StopRowEvents } from './StopRowEvents';
import { textOf } from './textOf';

export interface ListTableProps {
  columns: EngineColumn[];
  records: ListRecord[];
  sort: ListSort | null;
  onSort: (field: string) => void;
  open: RowOpener;
  cells?: ListCells;
  rowActions?: RowActions;
  emphasised?: RowEmphasis;
}

const ariaSort = (sort: ListSort | null, field: string) =>
  sort?.field !== field ? 'none' : sort.order === 'asc' ? 'ascending' : 'descending';

/** The table layout: sortable headers cycling desc, asc, none; a row click opens the record. */
export const ListTable = ({
  columns,
  records,
  sort,
  onSort,
  open,
  cells,
  rowActions,
  emphasised,
}: ListTableProps) => {
  const translate = useTranslate();
  return (
    <TableContainer>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.field}
                aria-sort={column.sortable ? ariaSort(sort, column.field) : undefined}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {column.sortable ? (
                  <TableSortLabel
                    active={sort?.field === column.field}
                    direction={sort?.field === column.field ? sort.order : 'desc'}
                    onClick={() => onSort(column.field)}
                  >
                    {translate(column.label)}
                  </TableSortLabel>
                ) : (
                  translate(column.label)
                )}
              </TableCell>
            ))}
            {rowActions && (
              <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {translate('portal.list.row_actions')}
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {records.map((record, index) => {
            const onOpen = open(record);
            const emphasis = emphasised?.(record) ?? false;
            return (
              <TableRow
                key={textOf(record.id) || index}
                hover={onOpen !== null}
                onClick={onOpen ?? undefined}
                onKeyDown={(event) => {
                  if (onOpen && event.key === 'Enter') {
                    onOpen();
                  }
                }}
                tabIndex={onOpen ? 0 : undefined}
                data-emphasised={emphasis || undefined}
                sx={[{ cursor: onOpen ? 'pointer' : undefined }, emphasis && emphasisSx]}
              >
                {columns.map((column) => {
                  const Cell = cells?.[column.field];
                  return (
                    <TableCell key={column.field}>
                      {Cell ? (
                        <StopRowEvents>
                          <Cell record={record} />
                        </StopRowEvents>
                      ) : (
                        <FieldValue column={column} record={record} />
                      )}
                    </TableCell>
                  );
                })}
                {rowActions && (
                  <TableCell>
                    <StopRowEvents>{rowActions(record)}</StopRowEvents>
                  </TableCell>
                )}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
