import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { ListSort } from '../../core/listDialect';
import type { EngineColumn } from '../../core/definitionColumns';

const NONE = '';

/**
 * The i18n key of a sort option's words: the attention column sorts by need (its clinical
 * order), not by date or size, so it says so; every other column is newest or highest first.
 */
const sortWording = (column: EngineColumn, order: 'asc' | 'desc') =>
  column.type === 'attention' ? `portal.list.sort.need_${order}` : `portal.list.sort.${order}`;
const valueOf = (sort: ListSort | null) => (sort ? `${sort.field}:${sort.order}` : NONE);

/**
 * The grid layout's sort control (cards have no headers to click): every sortable column
 * descending and ascending, or the server's default order, applied after the same delay.
 */
export const GridSort = (props: {
  columns: EngineColumn[];
  sort: ListSort | null;
  onSort: (sort: ListSort | null) => void;
}) => {
  const { columns, sort, onSort } = props;
  const translate = useTranslate();
  const sortable = columns.filter((column) => column.sortable);
  if (sortable.length === 0) {
    return null;
  }
  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <TextField
        select
        size="small"
        margin="none"
        label={translate('portal.list.sort.label')}
        value={valueOf(sort)}
        onChange={(event) => {
          const [field = '', order] = event.target.value.split(':');
          onSort(field === NONE ? null : { field, order: order === 'asc' ? 'asc' : 'desc' });
        }}
        sx={{ minWidth: 220, maxWidth: '100%', '&&': { width: 'auto' } }}
      >
        <MenuItem value={NONE}>{translate('portal.list.sort.none')}</MenuItem>
        {sortable.flatMap((column) =>
          (['desc', 'asc'] as const).map((order) => (
            <MenuItem key={`${column.field}:${order}`} value={`${column.field}:${order}`}>
              {translate(sortWording(column, order), { field: translate(column.label) })}
            </MenuItem>
          )),
        )}
      </TextField>
    </Box>
  );
};
