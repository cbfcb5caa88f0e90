import { describe, expect, it } from 'vitest';

import { loginPath, safeTarget } from './loginPath';

describe('loginPath', () => {
  it.each([
    ['/', '/login'],
    ['', '/login'],
    ['/login?to=%2Fusers', '/login'],
    ['/users', '/login?to=%2Fusers'],
    ['/users/abc?tab=profile', '/login?to=%2Fusers%2Fabc%3Ftab%3Dprofile'],
  ])('sends %s to %s', (wanted, expected) => {
    expect(loginPath(wanted)).toBe(expected);
  });
});

describe('safeTarget', () => {
  it.each([
    ['/users?tab=1', '/users?tab=1'],
    [null, null],
    ['', null],
    ['https://evil.example', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
  ])('reads %s as %s', (to, expected) => {
    expect(safeTarget(to)).toBe(expected);
  });
});
