import { describe, expect, it } from 'vitest';

import { findRoute } from './findRoute';

const routes = [
  { name: 'home', path: '/' },
  { name: 'users', path: '/users' },
  { name: 'charge-details', path: '/users/:uuid' },
  { name: 'charge-requests-new', path: '/users/charge-request/create' },
  { name: 'invite-signup', path: '/invite-signup/:uuid', public: true },
  { name: 'access-codes', path: '/access-codes/*', adminOnly: true },
  { name: 'catch-all', path: '*' },
];

describe('findRoute', () => {
  it.each([
    ['/', 'home'],
    ['/users', 'users'],
    ['/users/', 'users'],
    ['/users/5f1c', 'charge-details'],
    ['/users/charge-request/create', 'charge-requests-new'],
    ['/invite-signup/5f1c/', 'invite-signup'],
    ['/access-codes', 'access-codes'],
    ['/access-codes/12', 'access-codes'],
    ['/nowhere', 'catch-all'],
  ])('finds %s as %s', (pathname, name) => {
    expect(findRoute(routes, pathname).name).toBe(name);
  });

  it('falls back to a catch-all when the table has none', () => {
    expect(findRoute([{ name: 'users', path: '/users' }], '/nowhere')).toEqual({
      name: 'catch-all',
      path: '*',
    });
  });
});
