import { describe, expect, it } from 'vitest';

import { fakeJwt } from '../test/fakeJwt';
import { decodeAccessClaims } from './accessClaims';

describe('decodeAccessClaims', () => {
  it('reads sub, role, isAdmin and exp from base64url JSON', () => {
    // 'ÿ?' encodes with base64url's '_' and needs UTF-8 decoding.
    const token = fakeJwt({ sub: 'ÿÿÿ?', role: 'AD', isAdmin: true, exp: 1700000000 });
    expect(decodeAccessClaims(token)).toEqual({
      sub: 'ÿÿÿ?',
      role: 'AD',
      isAdmin: true,
      exp: 1700000000,
    });
  });

  it('treats an unknown or missing role as none', () => {
    expect(decodeAccessClaims(fakeJwt({ role: 'XX' }))).toMatchObject({
      role: null,
      isAdmin: false,
    });
    expect(decodeAccessClaims(fakeJwt({ role: null }))?.role).toBeNull();
  });

  it.each([null, '', 'not-a-jwt', 'a.%%%.c', 'a.bm90IGpzb24.c'])('returns null for %s', (token) => {
    expect(decodeAccessClaims(token)).toBeNull();
  });
});
