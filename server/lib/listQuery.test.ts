import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { FilterDefinition, ResourceDefinition } from '../../core/resourceDefinition';
import { ApiError } from './apiError';
import { defineListSource, filterId, parseFilterValue, parseListQuery } from './listQuery';

/** A resource defined only here: the engine needs nothing but its declaration. */
const books: ResourceDefinition = {
  name: 'books',
  path: 'books/',
  schema: 'book.json',
  audience: 'everyone',
  columns: [
    { field: 'title', type: 'text', sortable: true },
    { field: 'author', type: 'text' },
  ],
  search: ['title', 'author'],
  filters: [
    { field: 'published', kind: 'period' },
    { field: 'inPrint', kind: 'checkbox' },
  ],
  defaultSort: { field: 'title', order: 'asc' },
};

const source = defineListSource({
  definition: books,
  sort: { title: sql.ref('title') },
  search: { title: sql.ref('title'), author: sql.ref('author') },
  filter: {
    published: (value) => sql`published >= ${value}`,
    inPrint: (value) => sql`in_print = ${value}`,
  },
  tieBreaker: sql.ref('id'),
});

describe('parseListQuery', () => {
  it('applies the declared default sort and page defaults', () => {
    expect(parseListQuery(source, {})).toEqual({
      page: 1,
      pageSize: 10,
      sort: { field: 'title', order: 'asc' },
      filter: {},
      search: {},
    });
  });

  it('accepts declared fields', () => {
    const query = parseListQuery(source, {
      page: 3,
      page_size: 50,
      sort: 'title::desc',
      filter: 'inPrint::true|published::2026-01-01',
      search: 'title::war|author::war',
    });
    expect(query.sort).toEqual({ field: 'title', order: 'desc' });
    expect(query.filter).toEqual({ inPrint: 'true', published: '2026-01-01' });
  });

  it.each([
    [{ sort: 'author::asc' }, "Unknown sort field 'author'."],
    [{ filter: 'author::x' }, "Unknown filter field 'author'."],
    [{ search: 'isbn::1' }, "Unknown search field 'isbn'."],
    [{ sort: 'title' }, "Invalid sort: 'title' is not a field::value pair."],
  ])('refuses %j', (raw, message) => {
    let thrown: unknown;
    try {
      parseListQuery(source, raw);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).statusCode).toBe(400);
    expect((thrown as ApiError).message).toBe(message);
  });
});

describe('defineListSource', () => {
  it('refuses a mapping that drifts from the declaration', () => {
    expect(() => defineListSource({ ...source, search: { title: sql.ref('title') } })).toThrow(
      /missing \[author\]/,
    );
    expect(() =>
      defineListSource({ ...source, sort: { title: sql.ref('title'), author: sql.ref('a') } }),
    ).toThrow(/undeclared \[author\]/);
  });
});

describe('parseFilterValue', () => {
  const status: FilterDefinition = {
    field: 'status',
    kind: 'choice',
    options: ['resolved', 'unresolved'],
  };

  it.each(['resolved', 'unresolved'])('accepts the declared choice %s', (raw) => {
    expect(parseFilterValue(status, raw)).toBe(raw);
  });

  it.each(['open', 'Resolved', '', "resolved'; --"])('refuses the undeclared choice %j', (raw) => {
    expect(() => parseFilterValue(status, raw)).toThrow(
      "Filter 'status' takes one of: resolved, unresolved.",
    );
  });
  const since: FilterDefinition = { field: 'published', kind: 'period' };

  it.each(['0000-01-01', '2026-13-01', 'yesterday', ''])(
    'refuses the date %j with a 400',
    (raw) => {
      expect(() => parseFilterValue(since, raw)).toThrow(ApiError);
    },
  );

  it('accepts the first day of year 1 and a date of this year', () => {
    expect(parseFilterValue(since, '0001-01-01')).toEqual(new Date('0001-01-01'));
    expect(parseFilterValue(since, '2026-11-23')).toEqual(new Date('2026-11-23'));
  });
});

describe('filterId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['900719925474099', 900719925474099],
  ])('reads %s as the id %d', (raw, id) => {
    expect(filterId('course', raw)).toBe(id);
  });

  it.each(['abc', '0', '01', '-1', '1.5', '1e3', ' 1', '9007199254740993', ''])(
    'refuses %j with a 400 naming the filter',
    (raw) => {
      let error: unknown;
      try {
        filterId('course', raw);
      } catch (thrown) {
        error = thrown;
      }
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).statusCode).toBe(400);
      expect((error as ApiError).message).toBe("Filter 'course' takes a number.");
    },
  );
});
