import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's `.vite/manifest.json` (the fields used here). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The pages whose first load is reported, by the module that renders them. */
export const reportedPages = [
  { name: 'login page', module: 'src/login/LoginPage.tsx' },
  { name: 'users list', module: 'src/resources/users/UsersPage.tsx' },
] as const;

function staticClosure(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(key)) {
    return;
  }
  into.add(key);
  for (const imported of chunk.imports ?? []) {
    staticClosure(manifest, imported, into);
  }
}

/**
 * The JavaScript files a first visit of a page fetches: the entry with its static imports, and
 * the page's own chunk with its static imports when the page is loaded on demand.
 */
export function pageFiles(manifest: Manifest, pageModule: string): string[] {
  const keys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) {
      staticClosure(manifest, key, keys);
    }
  }
  if (manifest[pageModule]?.isDynamicEntry) {
    staticClosure(manifest, pageModule, keys);
  }
  return [...keys]
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .sort();
}

export interface PageSize {
  name: string;
  files: number;
  gzipBytes: number;
}

export function gzipSize(path: string): number {
  return gzipSync(readFileSync(path), { level: 9 }).byteLength;
}

/** Gzipped JavaScript of each reported page, read from a build's output folder. */
export function pageSizes(outDir: string): PageSize[] {
  const manifest = JSON.parse(
    readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  return reportedPages.map(({ name, module }) => {
    const files = pageFiles(manifest, module);
    return {
      name,
      files: files.length,
      gzipBytes: files.reduce((sum, file) => sum + gzipSize(join(outDir, file)), 0),
    };
  });
}

export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
