import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ResourceMapping } from './resourceMapping';

const mappingDir = fileURLToPath(new URL('../repositories/resources/', import.meta.url));

/**
 * Every resource mapping in `server/repositories/resources/` (one file each, its default export):
 * a new resource is served by adding its file, with no route file or list to edit.
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
  return modules.map((module) => module.default);
}
