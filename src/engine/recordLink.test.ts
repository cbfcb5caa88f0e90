import { describe, expect, it } from 'vitest';

import { recordLink } from './recordLink';

describe('recordLink', () => {
  const links = { by: 'recordType', paths: { mail: '/emails/:id' } };
  it('answers the declared page of a kind, else a resource detail page where kinds may be resources', () => {
    expect(recordLink(links, 'mail')).toBe('/emails/:id');
    expect(recordLink(links, 'access-codes')).toBeUndefined();
    expect(recordLink({ ...links, resourcePages: true }, 'access-codes')).toBe('/access-codes/:id');
    // The audit log has a list only: no page to link to.
    expect(recordLink({ ...links, resourcePages: true }, 'audit-log')).toBeUndefined();
    expect(recordLink({ ...links, resourcePages: true }, 'nothing')).toBeUndefined();
  });
});
