import {
  ColumnsButton,
  ColumnsSelector,
  ColumnsSelectorItem,
  DataTableStoreContext,
  useTranslate,
} from 'react-admin';
import { useMemo } from 'react';

import type { EngineColumn } from '../../core/definitionColumns';

export interface ColumnChooserProps {
  /** Where the choice is kept (useColumnChoice). */
  storeKey: string;
  defaultHidden: string[];
  /** Every column the user may show, in the declared order. */
  columns: EngineColumn[];
}

/**
 * react-admin's column chooser (the DataTable's ColumnsButton and ColumnsSelector) over the
 * engine's table: a switch per column, drag to reorder, Reset back to the definition's default.
 * It writes react-admin's own store keys, which the table reads through useColumnChoice.
 */
export const ColumnChooser = ({ storeKey, defaultHidden, columns }: ColumnChooserProps) => {
  const translate = useTranslate();
  const store = useMemo(
    () => ({ storeKey, defaultHiddenColumns: defaultHidden }),
    [storeKey, defaultHidden],
  );
  return (
    <DataTableStoreContext.Provider value={store}>
      <ColumnsButton storeKey={storeKey} />
      <ColumnsSelector>
        {columns.map((column) => (
          <ColumnsSelectorItem
            key={column.field}
            source={column.field}
            label={translate(column.label)}
          />
        ))}
      </ColumnsSelector>
    </DataTableStoreContext.Provider>
  );
};
