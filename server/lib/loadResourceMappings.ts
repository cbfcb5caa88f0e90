import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resourceDefinitions } from '../../resources';
import type { ResourceDefinition } from '../../core/resourceDefinition';
import { plainTableMapping } from './plainTableMapping';
import type { ResourceMapping } from './resourceMapping';

const mappingDir = fileURLToPath(new URL('../repositories/resources/', import.meta.url));

/**
 * The mappings of the definitions that name a plain `table` and have no file of their own: their
 * statements are derived (plainTableMapping).
 */
export function plainTableMappings(
  definitions: readonly ResourceDefinition[],
  mapped: readonly ResourceMapping[],
): ResourceMapping[] {
  const names = new Set(mapped.map((mapping) => mapping.source.definition.name));
  return definitions
    .filter((definition) => definition.table && !names.has(definition.name))
    .map(plainTableMapping);
}

/**
 * Every resource mapping in `server/repositories/resources/` (one file each, its default export),
 * and a derived one for each definition with a plain `table`: a new resource is served by adding
 * its files, with no route file or list to edit.
 */
export async function loadResourceMappings(): Promise<ResourceMapping[]> {
  const files = readdirSync(mappingDir)
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
    .sort();
  const modules = await Promise.all(
    files.map(
      (file) =>
        import(pathToFileURL(mappingDir + file).href) as Promise<{ default: ResourceMapping }>,
    ),
  );
  const mapped = modules.map((module) => module.default);
  return [...mapped, ...plainTableMappings(resourceDefinitions, mapped)];
}
