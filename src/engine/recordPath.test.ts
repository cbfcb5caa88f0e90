import { describe, expect, it } from 'vitest';

import { recordPath } from './recordPath';

describe('recordPath', () => {
  const links = { by: 'recordType', paths: { mail: '/emails/:id' } };
  it('answers the declared page of a kind, else a resource detail page where kinds may be resources', () => {
    expect(recordPath(links, 'mail')).toBe('/emails/:id');
    expect(recordPath(links, 'access-codes')).toBeUndefined();
    expect(recordPath({ ...links, resourcePages: true }, 'access-codes')).toBe('/access-codes/:id');
    // The audit log has a list only: no page to link to.
    expect(recordPath({ ...links, resourcePages: true }, 'audit-log')).toBeUndefined();
    expect(recordPath({ ...links, resourcePages: true }, 'nothing')).toBeUndefined();
  });
});
