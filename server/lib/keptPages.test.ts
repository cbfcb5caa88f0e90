import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { ListQuery } from '../../core/listDialect';
import type { Principal } from '../plugins/auth';
import type { CallerUser } from '../repositories/users';
import { KeptPages, pageShapeKey } from './keptPages';
import { inLanguage } from './translate';

const caller = (id: number, sessionVersion = 0): Principal => ({
  user: { id, session_version: sessionVersion } as CallerUser,
  role: 'CA',
  isAdmin: false,
  remember: false,
  caseManagerId: id,
});

const query = (changes: Partial<ListQuery> = {}): ListQuery => ({
  page: 1,
  pageSize: 10,
  sort: { field: 'sessions', order: 'desc' },
  filter: {},
  search: {},
  ...changes,
});

describe('pageShapeKey', () => {
  it('is the same for every page of one caller’s list', () => {
    expect(pageShapeKey(caller(1), query({ page: 7 }))).toBe(pageShapeKey(caller(1), query()));
  });

  it('differs by caller, session, language, sort, filter, search and page size', () => {
    const key = pageShapeKey(caller(1), query());
    const others = [
      pageShapeKey(caller(2), query()),
      pageShapeKey(caller(1, 1), query()),
      inLanguage('zu', () => pageShapeKey(caller(1), query())),
      pageShapeKey(caller(1), query({ sort: { field: 'sessions', order: 'asc' } })),
      pageShapeKey(caller(1), query({ filter: { course: '3' } })),
      pageShapeKey(caller(1), query({ search: { email: 'a' } })),
      pageShapeKey(caller(1), query({ pageSize: 25 })),
    ];
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
  });
});

describe('KeptPages', () => {
  const build = () => sql<{ n: number }>`SELECT 1 AS n`;

  it('answers the statement kept for a key, and nothing for another', () => {
    const pages = new KeptPages<{ n: number }>();
    const run = pages.keep('a', build);
    expect(pages.get('a')).toBe(run);
    expect(pages.get('b')).toBeUndefined();
  });

  it('lets the least recently used go past a thousand', () => {
    const pages = new KeptPages<{ n: number }>();
    for (let index = 0; index < 1_000; index += 1) {
      pages.keep(`k${index}`, build);
    }
    pages.get('k0');
    pages.keep('k1000', build);
    expect(pages.get('k0')).toBeDefined();
    expect(pages.get('k1')).toBeUndefined();
    expect(pages.get('k1000')).toBeDefined();
  });
});
