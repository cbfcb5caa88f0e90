import { describe, expect, it } from 'vitest';
import { generateFormattedIndexes, readFiles } from './gen-types';

describe('generated index files', () => {
  it('list what their folders hold', { timeout: 60_000 }, async () => {
    const expected = await generateFormattedIndexes();
    const actual = await readFiles(expected.keys());
    const stale = [...expected.keys()].filter((file) => expected.get(file) !== actual.get(file));
    expect(stale, 'Generated index files are stale: run npm run gen').toEqual([]);
  });

  it('place each locale export by its name', async () => {
    const english = (await generateFormattedIndexes()).get('i18n/en/index.ts') ?? '';
    expect(english).toContain("'charge-requests': chargeRequestsResource,");
    expect(english).toContain('users_page: usersPage,');
  });
});
