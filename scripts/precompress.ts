import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text assets worth compressing; images and fonts are already compressed. */
const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt']);
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Writes `x.br` and `x.gz` beside every compressible built asset, once at build time at the
 * highest levels, so the server sends them without compressing on every request.
 */
export function precompress(folder: string): number {
  let written = 0;
  for (const path of filesUnder(folder)) {
    if (!COMPRESSIBLE.has(extname(path))) {
      continue;
    }
    const content = readFileSync(path);
    if (content.length < MIN_BYTES) {
      continue;
    }
    writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
      }),
    );
    written += 1;
  }
  return written;
}
