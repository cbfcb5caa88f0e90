import { describe, expect, it } from 'vitest';
import { generateFormattedDatabase } from './gen-database';
import { readFiles } from './gen-types';

describe('server/db/database.ts', () => {
  it('matches the migrated database', { timeout: 120_000 }, async () => {
    const expected = await generateFormattedDatabase();
    const actual = await readFiles(expected.keys());
    const stale = [...expected.keys()].filter((file) => expected.get(file) !== actual.get(file));
    expect(stale, 'database.ts is stale: run npm run gen').toEqual([]);
  });
});
