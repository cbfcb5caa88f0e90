import type { GetListParams } from 'ra-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { users } from '../../resources/users';
import type { HttpClient, RequestOptions } from '../http/httpClient';
import { createDataProvider } from './dataProvider';

type Call = [url: string, options?: RequestOptions];

describe('createDataProvider', () => {
  let httpClient: ReturnType<typeof vi.fn<(...args: Call) => Promise<{ json: unknown }>>>;
  const provider = () =>
    createDataProvider('/api/v2/', httpClient as unknown as HttpClient, [users]);
  const sentUrl = () => decodeURIComponent(httpClient.mock.calls[0]?.[0] ?? '');

  beforeEach(() => {
    httpClient = vi.fn(() => Promise.resolve({ json: { items: [{ id: 1 }], count: 31 } }));
  });

  const page = { page: 1, perPage: 10 };
  const cases: [string, GetListParams, string][] = [
    ['first page, no sort', { pagination: page, filter: {} }, '/api/v2/users/?page=1&page_size=10'],
    [
      'page and size',
      { pagination: { page: 3, perPage: 50 }, filter: {} },
      '/api/v2/users/?page=3&page_size=50',
    ],
    [
      'sort field and order',
      { pagination: page, sort: { field: 'dateJoined', order: 'DESC' }, filter: {} },
      '/api/v2/users/?page=1&page_size=10&sort=dateJoined::desc',
    ],
    [
      'ascending sort',
      { pagination: page, sort: { field: 'dateJoined', order: 'ASC' }, filter: {} },
      '/api/v2/users/?page=1&page_size=10&sort=dateJoined::asc',
    ],
    [
      "react-admin's default id sort, which users can't sort by",
      { pagination: page, sort: { field: 'id', order: 'ASC' }, filter: {} },
      '/api/v2/users/?page=1&page_size=10',
    ],
    [
      'a filter',
      { pagination: page, filter: { isAdmin: true } },
      '/api/v2/users/?page=1&page_size=10&filter=isAdmin::true',
    ],
    [
      "another list's filter, which this list does not declare, is not sent",
      { pagination: page, filter: { isAdmin: true, consentStatus: 'GV' } },
      '/api/v2/users/?page=1&page_size=10&filter=isAdmin::true',
    ],
    [
      'the search box on every searchable field',
      { pagination: page, filter: { q: 'ann' } },
      '/api/v2/users/?page=1&page_size=10&search=username::ann|email::ann',
    ],
    [
      'a search containing | and \\, escaped',
      { pagination: page, filter: { q: 'a|b\\c' } },
      '/api/v2/users/?page=1&page_size=10&search=username::a\\|b\\\\c|email::a\\|b\\\\c',
    ],
    [
      'blank search and empty filter values left out',
      { pagination: page, filter: { q: '  ', isAdmin: '', other: null } },
      '/api/v2/users/?page=1&page_size=10',
    ],
    [
      'everything at once',
      {
        pagination: { page: 2, perPage: 20 },
        sort: { field: 'dateJoined', order: 'DESC' },
        filter: { q: 'ann', isAdmin: false },
      },
      '/api/v2/users/?page=2&page_size=20&sort=dateJoined::desc&filter=isAdmin::false&search=username::ann|email::ann',
    ],
  ];

  it.each(cases)('getList: %s', async (_name, params, url) => {
    await provider().getList('users', params);
    expect(sentUrl()).toBe(url);
  });

  it('encodes the dialect in the query string', async () => {
    await provider().getList('users', { pagination: page, filter: { q: 'a|b&c' } });
    expect(httpClient.mock.calls[0]?.[0]).toBe(
      '/api/v2/users/?page=1&page_size=10&search=username%3A%3Aa%5C%7Cb%26c%7Cemail%3A%3Aa%5C%7Cb%26c',
    );
  });

  it('answers items and count as data and total', async () => {
    await expect(provider().getList('users', { pagination: page, filter: {} })).resolves.toEqual({
      data: [{ id: 1 }],
      total: 31,
    });
  });

  it('gets one record by id', async () => {
    httpClient.mockResolvedValueOnce({ json: { id: 5 } });
    await expect(provider().getOne('users', { id: 5 })).resolves.toEqual({ data: { id: 5 } });
    expect(sentUrl()).toBe('/api/v2/users/5/');
  });

  it('gets many as one call per id', async () => {
    httpClient.mockImplementation((url) =>
      Promise.resolve({ json: { id: Number(url.split('/')[4]) } }),
    );
    await expect(provider().getMany('users', { ids: [1, 2] })).resolves.toEqual({
      data: [{ id: 1 }, { id: 2 }],
    });
  });

  it('filters a reference list by its target', async () => {
    await provider().getManyReference('users', {
      target: 'isAdmin',
      id: 'true',
      pagination: page,
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(sentUrl()).toBe('/api/v2/users/?page=1&page_size=10&filter=isAdmin::true');
  });

  it('creates with POST, updates with PATCH and deletes with DELETE', async () => {
    httpClient.mockResolvedValue({ json: { id: 9, username: 'x' } });
    await provider().create('users', { data: { username: 'x' } });
    await provider().update('users', { id: 9, data: { username: 'y' }, previousData: { id: 9 } });
    await provider().delete('users', { id: 9 });
    expect(
      httpClient.mock.calls.map(([url, options]) => [options?.method, url, options?.body]),
    ).toEqual([
      ['POST', '/api/v2/users/', { username: 'x' }],
      ['PATCH', '/api/v2/users/9/', { username: 'y' }],
      ['DELETE', '/api/v2/users/9/', undefined],
    ]);
  });

  it('refuses a resource without a definition', async () => {
    await expect(provider().getList('nope', { pagination: page, filter: {} })).rejects.toThrow(
      'No resource definition for "nope"',
    );
    expect(httpClient).not.toHaveBeenCalled();
  });
  it('exports the list as CSV: the same query without its page, through the client', async () => {
    const file = new Blob(['Email\r\n']);
    httpClient = vi.fn(() =>
      Promise.resolve({
        json: file,
        headers: new Headers({ 'content-disposition': 'attachment; filename="users-1.csv"' }),
      }),
    );
    const exported = await provider().exportList('users', {
      sort: { field: 'dateJoined', order: 'DESC' },
      filter: { q: 'ann', isAdmin: true },
    });
    expect(sentUrl()).toBe(
      '/api/v2/users/?sort=dateJoined::desc&filter=isAdmin::true&search=username::ann|email::ann',
    );
    expect(httpClient.mock.calls[0]?.[1]).toMatchObject({ accept: 'text/csv' });
    expect(exported).toEqual({ file, filename: 'users-1.csv' });
  });
});
