import FilterListIcon from '@mui/icons-material/FilterList';
import GridViewIcon from '@mui/icons-material/GridView';
import RefreshIcon from '@mui/icons-material/Refresh';
import SearchIcon from '@mui/icons-material/Search';
import TableRowsIcon from '@mui/icons-material/TableRows';
import {
  Badge,
  Box,
  IconButton,
  InputAdornment,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

import type { ListLayout } from './listTypes';

export interface ListToolbarProps {
  search: string;
  onSearch: ((text: string) => void) | null;
  filterCount: number;
  onOpenFilters: (() => void) | null;
  layout: ListLayout;
  onLayout: (layout: ListLayout) => void;
  onRefresh: () => void;
  /** Resource-specific actions, e.g. an add button. */
  actions?: ReactNode;
}

/** Search box, filter button, table/grid toggle, refresh and the resource's own actions. */
export const ListToolbar = (props: ListToolbarProps) => {
  const translate = useTranslate();
  const { search, onSearch, filterCount, onOpenFilters, layout, onLayout, onRefresh } = props;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 2 }}>
      {onSearch && (
        <TextField
          variant="outlined"
          margin="none"
          size="small"
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder={translate('ra.action.search')}
          slotProps={{
            htmlInput: { 'aria-label': translate('ra.action.search') },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: '1 1 220px', maxWidth: 360 }}
        />
      )}
      {onOpenFilters && (
        <Tooltip title={translate('portal.list.filters.title')}>
          {/* The badge is shown only with a count, and the name holds the count it shows
              ("Filters: 2", WCAG 2.5.3); a hidden badge would still carry its "0". */}
          <IconButton
            aria-label={
              filterCount > 0
                ? `${translate('portal.list.filters.title')}: ${filterCount}`
                : translate('portal.list.filters.title')
            }
            onClick={onOpenFilters}
          >
            {filterCount > 0 ? (
              <Badge badgeContent={filterCount} color="primary">
                <FilterListIcon />
              </Badge>
            ) : (
              <FilterListIcon />
            )}
          </IconButton>
        </Tooltip>
      )}
      <Box sx={{ flex: 1 }} />
      <ToggleButtonGroup
        size="small"
        exclusive
        value={layout}
        onChange={(_, value: ListLayout | null) => value && onLayout(value)}
        aria-label={translate('portal.list.layout.label')}
      >
        <ToggleButton value="table" aria-label={translate('portal.list.layout.table')}>
          <TableRowsIcon fontSize="small" />
        </ToggleButton>
        <ToggleButton value="grid" aria-label={translate('portal.list.layout.grid')}>
          <GridViewIcon fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      <Tooltip title={translate('ra.action.refresh')}>
        <IconButton aria-label={translate('ra.action.refresh')} onClick={onRefresh}>
          <RefreshIcon />
        </IconButton>
      </Tooltip>
      {props.actions}
    </Box>
  );
};
