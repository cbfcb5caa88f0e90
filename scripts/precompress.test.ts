import { mkdtempSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

describe('precompress', () => {
  const folder = mkdtempSync(join(tmpdir(), 'precompress-'));
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decompress to the original, for text assets only', () => {
    const script = 'export const x = 1;\n'.repeat(200);
    writeFileSync(join(folder, 'app.js'), script);
    writeFileSync(join(folder, 'tiny.css'), 'a{}');
    writeFileSync(join(folder, 'logo.png'), Buffer.alloc(4096, 1));

    expect(precompress(folder)).toBe(1);
    expect(brotliDecompressSync(readFileSync(join(folder, 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(folder, 'app.js.gz'))).toString()).toBe(script);
    expect(existsSync(join(folder, 'tiny.css.br'))).toBe(false);
    expect(existsSync(join(folder, 'logo.png.gz'))).toBe(false);
  });
});
