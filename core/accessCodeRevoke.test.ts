import { describe, expect, it } from 'vitest';

import { accessCodeRevokeRefusal } from './accessCodeRevoke';

describe('accessCodeRevokeRefusal', () => {
  it.each([
    [{ used: false, requested: false }, null],
    [{ used: true, requested: false }, 'portal.api.access_codes.used'],
    [{ used: false, requested: true }, 'portal.api.access_codes.requested'],
    [{ used: true, requested: true }, 'portal.api.access_codes.used'],
  ])('%o: %s', (code, refusal) => {
    expect(accessCodeRevokeRefusal(code)).toBe(refusal);
  });
});
