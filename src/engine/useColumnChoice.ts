import { useGetIdentity, useStore } from 'react-admin';

import type { EngineColumn } from '../../core/definitionColumns';
import type { ResourceDefinition } from '../../core/resourceDefinition';
import { chosenColumns, columnStoreKey } from './columnChoice';

const NONE: string[] = [];

/**
 * A table's columns as the signed-in user chose them with the column chooser (ColumnChooser):
 * react-admin's store keeps the choice under the user's id, so it is there again after a reload
 * and on the user's next visit until they sign out (logout clears the browser's storage,
 * SECURITY.md). A definition without `hiddenColumns` has no chooser: all its columns show.
 * `storeKey` is null until the user is known; the declared default shows meanwhile.
 */
export function useColumnChoice(definition: ResourceDefinition, columns: EngineColumn[]) {
  const { identity } = useGetIdentity();
  const defaultHidden = definition.hiddenColumns ?? NONE;
  const storeKey =
    definition.hiddenColumns && identity ? columnStoreKey(definition.name, identity.id) : null;
  // Nobody writes the key of an unknown user, so it reads as the default.
  const key = storeKey ?? `${definition.name}.datatable.default`;
  const [hidden] = useStore<string[]>(key, defaultHidden);
  const [ranks] = useStore<number[] | undefined>(`${key}_columnRanks`);
  return {
    storeKey,
    defaultHidden,
    shown: storeKey
      ? chosenColumns(columns, hidden, ranks)
      : chosenColumns(columns, defaultHidden, undefined),
  };
}
