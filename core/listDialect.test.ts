import { describe, expect, it } from 'vitest';
import { DialectError, formatPairs, parsePairs, parseSort, toSearchParams } from './listDialect';

describe('the list dialect', () => {
  it.each<[Record<string, string>, string]>([
    [{}, ''],
    [{ email: 'ann' }, 'email::ann'],
    [{ username: 'ann', email: 'ann' }, 'username::ann|email::ann'],
    [{ q: 'a|b' }, 'q::a\\|b'],
    [{ q: 'back\\slash' }, 'q::back\\\\slash'],
    [{ q: 'x::y' }, 'q::x::y'],
    [{ q: "'; drop table users; --" }, "q::'; drop table users; --"],
  ])('writes %j as %s and reads it back', (pairs, text) => {
    expect(formatPairs(pairs)).toBe(text);
    expect(parsePairs(text)).toEqual(pairs);
  });

  it('leaves empty values out', () => {
    expect(formatPairs({ a: '', b: '1' })).toBe('b::1');
  });

  it.each(['novalue', '::x', 'a::1|a::2', 'a::1|'])('refuses %s', (text) => {
    expect(() => parsePairs(text)).toThrow(DialectError);
  });

  it('reads a sort of one field and a direction', () => {
    expect(parseSort('lastLogin::desc')).toEqual({ field: 'lastLogin', order: 'desc' });
    expect(() => parseSort('lastLogin::up')).toThrow(DialectError);
    expect(() => parseSort('a::asc|b::desc')).toThrow(DialectError);
  });

  it('builds the query string of a list call', () => {
    const params = toSearchParams({
      page: 2,
      pageSize: 20,
      sort: { field: 'lastLogin', order: 'desc' },
      filter: { company: '3' },
      search: { fullName: 'ann', email: 'ann' },
    });
    expect(params.toString()).toBe(
      'page=2&page_size=20&sort=lastLogin%3A%3Adesc&filter=company%3A%3A3&search=fullName%3A%3Aann%7Cemail%3A%3Aann',
    );
  });
});
