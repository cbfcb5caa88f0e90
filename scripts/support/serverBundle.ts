/**
 * The release server: `server/server.ts` and the code it imports (server, core, resources,
 * i18n, machines) compiled into one plain-JavaScript file that `node` runs with the production
 * dependencies alone (packages stay external, resolved from node_modules). The bundle must sit
 * two folders below the project root, as the server's modules do, so that the paths they read
 * beside themselves resolve the same: `schemas/` at the root.
 */
import { mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'esbuild';

export const PROJECT_ROOT = resolve(import.meta.dirname, '../..');
const mappingDir = join(PROJECT_ROOT, 'server', 'repositories', 'resources');

/**
 * `loadResourceMappings` imports every file of `server/repositories/resources/` it finds at run
 * time; a bundle has no such folder, so the build finds them instead and imports each statically.
 */
const resourceMappingsPlugin: Plugin = {
  name: 'resource-mappings',
  setup(esbuild) {
    esbuild.onLoad({ filter: /server[\\/]lib[\\/]loadResourceMappings\.ts$/ }, () => {
      const files = readdirSync(mappingDir)
        .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
        .sort();
      const imports = files.map(
        (file, index) => `import m${index} from ${JSON.stringify(join(mappingDir, file))};`,
      );
      const list = files.map((_file, index) => `m${index}`).join(', ');
      return {
        contents: `${imports.join('\n')}\nexport async function loadResourceMappings() { return [${list}]; }\n`,
        loader: 'ts',
        resolveDir: mappingDir,
      };
    });
  },
};

/**
 * Compiles the server into `<outDir>/server.js` (two folders below the root); answers its path.
 * `entry` is another server start (the benchmark's API, which adds its recording routes).
 */
export async function buildServer(
  outDir: string,
  entry = join(PROJECT_ROOT, 'server', 'server.ts'),
): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const outfile = join(outDir, 'server.js');
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [resourceMappingsPlugin],
  });
  return outfile;
}
