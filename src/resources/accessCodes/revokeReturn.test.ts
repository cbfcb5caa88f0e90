import { describe, expect, it } from 'vitest';
import { afterRevoke } from './revokeReturn';

describe('the list after a revoke', () => {
  it('drops a search naming the revoked code alone, keeping sort and filters, from page 1', () => {
    const kept = {
      sort: 'createdAt',
      order: 'DESC',
      page: 3,
      perPage: 25,
      filter: { q: ' revoke-42 ', used: false },
    };
    expect(afterRevoke(kept, 'REVOKE-42')).toEqual({
      sort: 'createdAt',
      order: 'DESC',
      page: 1,
      perPage: 25,
      filter: { used: false },
    });
  });

  it('keeps a search that finds other codes too', () => {
    expect(afterRevoke({ page: 1, filter: { q: 'REVOKE' } }, 'REVOKE-42')).toEqual({
      page: 1,
      filter: { q: 'REVOKE' },
    });
    expect(afterRevoke(undefined, 'REVOKE-42')).toBeUndefined();
  });
});
