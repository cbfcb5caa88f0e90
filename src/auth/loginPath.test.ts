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

  it('says why a session ended, keeping the path to return to', () => {
    expect(loginPath('/emails/3?view=text', 'idle')).toBe(
      '/login?to=%2Femails%2F3%3Fview%3Dtext&reason=idle',
    );
    expect(loginPath('/', 'idle')).toBe('/login?reason=idle');
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
