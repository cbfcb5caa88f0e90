import { Box, Card, LinearProgress, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { usePermissions, useStore, useTranslate, type RaRecord } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';

import { audienceAllows, type ResourceDefinition } from '../../core/resourceDefinition';
import type { Permissions } from '../auth/authProvider';
import type { ResourceMeta } from '../data/resourcePath';
import { StatusBox } from '../shared/StatusBox';
import { ActiveFilters } from './ActiveFilters';
import { ColumnChooser } from './ColumnChooser';
import { ExportButton } from './ExportButton';
import { cardColumns, columnsOf, filtersOf, rowLink } from '../../core/definitionColumns';
import { FilterPanel } from './FilterPanel';
import { ListGrid } from './ListGrid';
import { ListPager } from './ListPager';
import { ListTable } from './ListTable';
import { ListToolbar } from './ListToolbar';
import type { FilterValues } from './listState';
import type { ListCells, ListLayout, ListRecord, RowActions, RowEmphasis } from './listTypes';
import { DeclaredActions } from './DeclaredActions';
import { ListActions } from './ListActions';
import { RowDelete } from './RowDelete';
import { GridSort } from './GridSort';
import { pageCount } from './pagerShape';
import { nextSort } from './sortCycle';
import { useColumnChoice } from './useColumnChoice';
import { useListState } from './useListState';
import { useWriteAllowed } from './useWriteAllowed';

export interface ResourceListProps {
  definition: ResourceDefinition;
  /** Values of `:param` placeholders in the definition's path. */
  pathParams?: ResourceMeta['pathParams'];
  /** Buttons beside the toolbar's own, e.g. the add button. */
  actions?: ReactNode;
  /** Custom cells by field, in place of the declared type's rendering. */
  cells?: ListCells;
  /** Shown above the toolbar, with the applied filters and their setter (My Users' triage). */
  header?: (list: ListHeaderProps) => ReactNode;
}

export interface ListHeaderProps {
  filters: FilterValues;
  setFilters: (values: FilterValues) => void;
}

/**
 * A list generated from a resource definition (spec section 2, tables): search, filters, sort,
 * table and grid layouts, the pager and 'No items found'. Nothing in it knows the resource.
 */
export const ResourceList = ({
  definition,
  pathParams,
  actions,
  cells,
  header,
}: ResourceListProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [layout, setLayout] = useStore<ListLayout | null>(`${definition.name}.layout`, null);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const controls = useListState(definition, pathParams);
  const { applied, shown } = controls;
  const { data, total, isPending, isFetching, error, refetch } = controls.controller;
  const records: ListRecord[] = data ?? [];
  const { permissions } = usePermissions<Permissions>();
  // A filter declared for administrators only is offered to them only.
  const filters = filtersOf(definition).filter((filter) =>
    audienceAllows(filter.audience ?? 'everyone', permissions?.isAdmin ?? false),
  );
  const shownLayout = layout ?? (narrow ? 'grid' : 'table');
  const columns = columnsOf(definition);
  const choice = useColumnChoice(definition, columns);
  const rowActions = useRowActions(definition, pathParams);
  const emphasised = emphasisOf(definition);
  const open = (record: ListRecord) => {
    const link = rowLink(definition.rowClick, record);
    return link ? () => navigate(link) : null;
  };

  return (
    // The address whose list is on screen, once its answer is (the e2e suite's listSettled): the
    // URL changes a render before the fetch starts, so no progress bar alone can tell.
    <Card
      variant="outlined"
      data-list-settled={isPending || isFetching ? undefined : location.search}
    >
      {header?.({ filters: applied.filters, setFilters: controls.setFilters })}
      <ListToolbar
        search={shown.search}
        onSearch={definition.search.length > 0 ? controls.setSearch : null}
        filterCount={Object.keys(applied.filters).length}
        onOpenFilters={filters.length > 0 ? () => setFiltersOpen(true) : null}
        layout={shownLayout}
        onLayout={setLayout}
        onRefresh={() => void refetch()}
        actions={
          <>
            {choice.storeKey && shownLayout === 'table' && (
              <ColumnChooser
                storeKey={choice.storeKey}
                defaultHidden={choice.defaultHidden}
                columns={columns}
              />
            )}
            <ExportButton
              definition={definition}
              pathParams={pathParams}
              filter={controls.controller.filterValues as Record<string, unknown>}
              sort={controls.controller.sort}
            />
            <ListActions definition={definition} />
            {actions}
          </>
        }
      />
      <ActiveFilters filters={filters} values={applied.filters} onChange={controls.setFilters} />
      {/* Also before the first fetch starts (react-admin waits for the access check): an empty
          list is never shown as the answer while the answer is still coming. */}
      <Box sx={{ height: 4 }}>
        {(isPending || isFetching) && !error && <LinearProgress aria-hidden="true" />}
      </Box>
      {error ? (
        <Box sx={{ p: 2 }}>
          <StatusBox
            variant="error"
            message={error instanceof Error ? error.message : 'portal.errors.default'}
            onRetry={() => void refetch()}
          />
        </Box>
      ) : !isPending && records.length === 0 ? (
        <Typography color="text.secondary" sx={{ p: 4, textAlign: 'center' }} role="status">
          {translate('portal.list.no_items')}
        </Typography>
      ) : shownLayout === 'grid' ? (
        <>
          <GridSort columns={columns} sort={shown.sort} onSort={controls.chooseSort} />
          <ListGrid
            {...cardColumns(definition)}
            records={records}
            open={open}
            cells={cells}
            rowActions={rowActions}
            emphasised={emphasised}
          />
        </>
      ) : (
        <ListTable
          columns={choice.shown}
          records={records}
          sort={shown.sort}
          onSort={(field) => controls.chooseSort(nextSort(shown.sort, field))}
          open={open}
          cells={cells}
          rowActions={rowActions}
          emphasised={emphasised}
        />
      )}
      {/* Not before the first page arrives: a pager drawn under an empty table would jump down
          when the rows come (Lighthouse's layout shift); one drawn after them moves nothing. */}
      {!isPending && (
        <ListPager
          page={shown.page}
          appliedPage={applied.page}
          count={pageCount(total ?? 0, applied.perPage)}
          total={total ?? 0}
          perPage={shown.perPage}
          onStep={controls.stepPage}
          onGoto={controls.gotoPage}
          onPerPage={controls.setPerPage}
        />
      )}
      {filtersOpen && (
        <FilterPanel
          filters={filters}
          values={applied.filters}
          onClose={(values) => {
            setFiltersOpen(false);
            controls.applyFiltersLater(values);
          }}
        />
      )}
    </Card>
  );
};

/**
 * The rows' own Delete (`delete.onRow`) and actions (`onRow`), for those who may take them;
 * DeclaredActions checks each action's audience and rule.
 */
function useRowActions(
  definition: ResourceDefinition,
  pathParams: ResourceMeta['pathParams'],
): RowActions | undefined {
  const deletes = useWriteAllowed(definition, 'delete') && definition.delete?.onRow === true;
  const acts = (definition.actions ?? []).some((action) => action.onRow);
  if (!deletes && !acts) {
    return undefined;
  }
  return (record) => (
    <>
      {deletes && <RowDelete definition={definition} pathParams={pathParams} record={record} />}
      {acts && <DeclaredActions definition={definition} record={record as RaRecord} onRow />}
    </>
  );
}

/** The definition's emphasised rows, if it declares any. */
function emphasisOf(definition: ResourceDefinition): RowEmphasis | undefined {
  const { emphasis } = definition;
  return emphasis && ((record) => record[emphasis.field] === emphasis.value);
}
