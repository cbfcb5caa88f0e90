import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../i18n/en';
import { translate } from './translate';

const serverDir = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return sourceFiles(path);
    }
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

function messageAt(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      englishMessages,
    );
}

describe('translate', () => {
  it('fills placeholders and answers the key itself when there is no message', () => {
    expect(translate('portal.validation.min', { n: 4 })).toBe(
      'This field must be more than or equal to 4',
    );
    expect(translate('portal.no.such.key')).toBe('portal.no.such.key');
  });

  it('finds a message for every portal key the server names', () => {
    const keys = new Set(
      sourceFiles(serverDir).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/'(portal\.[\w.]+\w)'/g)].map((m) => m[1] ?? ''),
      ),
    );
    expect(keys.size).toBeGreaterThan(50);
    expect([...keys].filter((key) => typeof messageAt(key) !== 'string')).toEqual([]);
  });
});
