import { createContext, useContext } from 'react';

import { resourceDefinitions } from '../../resources';
import type { ResourceDefinition } from '../../core/resourceDefinition';

/**
 * The resource definitions the app runs with: the declared ones (`resources/index.ts`), or a
 * test's own list. The menu and the guard read them from here, the data provider is built with
 * the same list (see providers.ts).
 */
const DefinitionsContext = createContext<readonly ResourceDefinition[]>(resourceDefinitions);

export const DefinitionsProvider = DefinitionsContext.Provider;

export function useDefinitions(): readonly ResourceDefinition[] {
  return useContext(DefinitionsContext);
}
