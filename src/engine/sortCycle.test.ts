import { describe, expect, it } from 'vitest';

import { nextSort } from './sortCycle';

describe('nextSort', () => {
  it('cycles a column desc → asc → none → desc', () => {
    const first = nextSort(null, 'email');
    expect(first).toEqual({ field: 'email', order: 'desc' });
    const second = nextSort(first, 'email');
    expect(second).toEqual({ field: 'email', order: 'asc' });
    const third = nextSort(second, 'email');
    expect(third).toBeNull();
    expect(nextSort(third, 'email')).toEqual({ field: 'email', order: 'desc' });
  });

  it('starts another column descending whatever the current order', () => {
    expect(nextSort({ field: 'email', order: 'asc' }, 'lastLogin')).toEqual({
      field: 'lastLogin',
      order: 'desc',
    });
  });
});
