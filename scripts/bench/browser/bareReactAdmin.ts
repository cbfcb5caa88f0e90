import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { pageFiles, gzipSize, type Manifest } from '../../pageSizes';
import { readFileSync } from 'node:fs';

/** A bare react-admin app (one resource over ra-data-simple-rest), built as ours is, in `.bench`. */
export const BARE_ROOT = resolve('.bench/bare-react-admin');

const html = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width, initial-scale=1.0" /><title>Bare react-admin</title></head>
  <body><div id="root"></div><script type="module" src="/main.tsx"></script></body>
</html>
`;

const main = `import { createRoot } from 'react-dom/client';
import { Admin, ListGuesser, Resource } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={simpleRestProvider('/api')}>
    <Resource name="users" list={ListGuesser} />
  </Admin>,
);
`;

/** Builds it and answers the gzipped JavaScript its first page loads. */
export async function buildBareReactAdmin(): Promise<{ gzipBytes: number; outDir: string }> {
  rmSync(BARE_ROOT, { recursive: true, force: true });
  mkdirSync(BARE_ROOT, { recursive: true });
  writeFileSync(join(BARE_ROOT, 'index.html'), html);
  writeFileSync(join(BARE_ROOT, 'main.tsx'), main);
  const outDir = join(BARE_ROOT, 'dist');
  await build({
    root: BARE_ROOT,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, manifest: true, emptyOutDir: true },
  });
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const files = pageFiles(manifest, 'main.tsx');
  return { gzipBytes: files.reduce((sum, f) => sum + gzipSize(join(outDir, f)), 0), outDir };
}
