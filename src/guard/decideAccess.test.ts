import { describe, expect, it } from 'vitest';

import { decideAccess, type AccessDecision, type AccessInput } from './decideAccess';

const ready = { status: 'ready', hasAcceptedTerms: true, shouldUpdateProfile: false } as const;
const manager = { role: 'MG', isAdmin: false };
const admin = { role: 'AD', isAdmin: true };

const base: AccessInput = {
  path: '/users',
  route: { name: 'users' },
  authenticated: true,
  profile: ready,
  permissions: manager,
  redirectTarget: null,
};

const cases: [string, Partial<AccessInput>, AccessDecision][] = [
  ['a signed-in manager on users', {}, { kind: 'allow' }],
  [
    'a public route, even signed out and unloaded',
    {
      route: { name: 'login', public: true },
      authenticated: false,
      profile: { status: 'loading' },
      permissions: null,
    },
    { kind: 'allow' },
  ],
  [
    'signed out on users: login keeping to',
    { authenticated: false, path: '/users?tab=1' },
    { kind: 'redirect', to: '/login?to=%2Fusers%3Ftab%3D1' },
  ],
  [
    'signed out at the root: login without to',
    { authenticated: false, path: '/', route: { name: 'home' } },
    { kind: 'redirect', to: '/login' },
  ],
  [
    'signed out comes before everything else',
    { authenticated: false, profile: { status: 'loading' }, route: { name: 'x', adminOnly: true } },
    { kind: 'redirect', to: '/login?to=%2Fusers' },
  ],
  ['the profile still loading: wait', { profile: { status: 'loading' } }, { kind: 'wait' }],
  ['the permissions still unknown: wait', { permissions: null }, { kind: 'wait' }],
  [
    'terms not accepted: the terms page',
    { profile: { ...ready, hasAcceptedTerms: false } },
    { kind: 'redirect', to: '/terms-and-conditions' },
  ],
  [
    'terms not accepted on the terms page itself',
    { profile: { ...ready, hasAcceptedTerms: false }, route: { name: 'tsncs' } },
    { kind: 'allow' },
  ],
  [
    'terms come before the admin check',
    {
      profile: { ...ready, hasAcceptedTerms: false },
      route: { name: 'access-codes', adminOnly: true },
    },
    { kind: 'redirect', to: '/terms-and-conditions' },
  ],
  [
    'a role that must use a second factor without one: its setup, even for an admin page',
    {
      profile: { ...ready, mustSetUpSecondFactor: true },
      permissions: admin,
      route: { name: 'access-codes', adminOnly: true },
    },
    { kind: 'second-factor' },
  ],
  [
    'the terms come before the second factor',
    {
      profile: { ...ready, hasAcceptedTerms: false, mustSetUpSecondFactor: true },
      route: { name: 'tsncs' },
    },
    { kind: 'allow' },
  ],
  [
    'the second factor comes before the profile notice',
    { profile: { ...ready, shouldUpdateProfile: true, mustSetUpSecondFactor: true } },
    { kind: 'second-factor' },
  ],
  [
    'terms come before the profile notice',
    { profile: { status: 'ready', hasAcceptedTerms: false, shouldUpdateProfile: true } },
    { kind: 'redirect', to: '/terms-and-conditions' },
  ],
  [
    'a manager on an admin-only route: Not Allowed with to',
    { path: '/access-codes', route: { name: 'access-codes', adminOnly: true } },
    { kind: 'redirect', to: '/not-allowed?to=%2Faccess-codes' },
  ],
  [
    'a manager on an admin-only route with a redirect target: the target',
    {
      path: '/emails?to=/users',
      route: { name: 'mails', adminOnly: true },
      redirectTarget: '/users',
    },
    { kind: 'redirect', to: '/users' },
  ],
  [
    'an admin on an admin-only route',
    { route: { name: 'access-codes', adminOnly: true }, permissions: admin },
    { kind: 'allow' },
  ],
  [
    'a token without a role fails the role check',
    { permissions: { role: null, isAdmin: false } },
    { kind: 'redirect', to: '/not-allowed?to=%2Fusers' },
  ],
  [
    'an admin flag without a role passes the role check',
    { permissions: { role: null, isAdmin: true } },
    { kind: 'allow' },
  ],
  [
    'names missing: held with the Update Profile notice',
    { profile: { ...ready, shouldUpdateProfile: true } },
    { kind: 'update-profile' },
  ],
  [
    'names missing on the profile page: no notice',
    { profile: { ...ready, shouldUpdateProfile: true }, route: { name: 'profile' } },
    { kind: 'allow' },
  ],
  [
    'names missing on the terms page: no notice',
    { profile: { ...ready, shouldUpdateProfile: true }, route: { name: 'tsncs' } },
    { kind: 'allow' },
  ],
  [
    'names missing but an admin route refused first',
    {
      profile: { ...ready, shouldUpdateProfile: true },
      path: '/access-codes',
      route: { name: 'access-codes', adminOnly: true },
    },
    { kind: 'redirect', to: '/not-allowed?to=%2Faccess-codes' },
  ],
  [
    'the shallow profile failed to load: no terms check, no notice',
    { profile: { status: 'error' } },
    { kind: 'allow' },
  ],
];

describe('decideAccess', () => {
  it.each(cases)('%s', (_name, overrides, expected) => {
    expect(decideAccess({ ...base, ...overrides })).toEqual(expected);
  });
});
