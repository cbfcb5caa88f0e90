import type { GetListParams } from 'ra-core';
import { describe, expect, it } from 'vitest';

import { defineListSource, parseListQuery, type RawListQuery } from '../server/lib/listQuery';
import { toSearchParams } from '../core/listDialect';
import { toListQuery } from '../src/data/listQuery';
import { accessCodes } from './accessCodes';
import { caseManagers } from './caseManagers';
import { resourceDefinitions } from './index';

/** What the server reads from the query string the data provider wrote. */
function serverReads(definition: typeof caseManagers, params: GetListParams) {
  const sent = toSearchParams(toListQuery(definition, params));
  // The server side of the same declaration: any SQL stands in, only the keys are checked.
  const fields = (names: string[]) => Object.fromEntries(names.map((n) => [n, {} as never]));
  const source = defineListSource({
    definition,
    sort: fields(definition.columns.filter((c) => c.sortable).map((c) => c.field)),
    search: fields(definition.search),
    filter: fields(definition.filters.map((f) => f.field)),
    tieBreaker: {} as never,
  });
  const raw: RawListQuery = {
    page: Number(sent.get('page')),
    page_size: Number(sent.get('page_size')),
    sort: sent.get('sort') ?? undefined,
    filter: sent.get('filter') ?? undefined,
    search: sent.get('search') ?? undefined,
  };
  return { sent: decodeURIComponent(sent.toString()), read: parseListQuery(source, raw) };
}

describe('the list dialect both ways', () => {
  it('the server reads back exactly what the case managers list sends', () => {
    const { sent, read } = serverReads(caseManagers, {
      pagination: { page: 3, perPage: 20 },
      sort: { field: 'email', order: 'ASC' },
      filter: { q: 'zan|ele', company: '2', lastLogin: '2026-05-01' },
    });
    expect(sent).toBe(
      'page=3&page_size=20&sort=email::asc&filter=company::2|lastLogin::2026-05-01' +
        '&search=name::zan\\|ele|email::zan\\|ele',
    );
    expect(read).toEqual({
      page: 3,
      pageSize: 20,
      sort: { field: 'email', order: 'asc' },
      filter: { company: '2', lastLogin: '2026-05-01' },
      search: { name: 'zan|ele', email: 'zan|ele' },
    });
  });

  it('leaves the order to the server default when the header cycle reaches none', () => {
    const { sent, read } = serverReads(accessCodes, {
      pagination: { page: 1, perPage: 10 },
      sort: { field: '', order: 'ASC' },
      filter: { q: '' },
    });
    expect(sent).toBe('page=1&page_size=10');
    expect(read.sort).toEqual({ field: 'createdAt', order: 'desc' });
  });

  it.each(resourceDefinitions.map((d) => [d.name, d] as const))(
    '%s: every declared field passes the server whitelist',
    (_name, definition) => {
      const sortable = definition.columns.find((c) => c.sortable)?.field;
      const { read } = serverReads(definition, {
        pagination: { page: 1, perPage: 10 },
        sort: sortable ? { field: sortable, order: 'DESC' } : { field: '', order: 'ASC' },
        filter: { q: 'x', ...Object.fromEntries(definition.filters.map((f) => [f.field, 'true'])) },
      });
      expect(Object.keys(read.search)).toEqual(definition.search);
      expect(Object.keys(read.filter)).toEqual(definition.filters.map((f) => f.field));
    },
  );
});
