import { describe, expect, it } from 'vitest';

import { DEFAULT_DESIGNATIONS, withDesignation } from './useDesignations';

describe('withDesignation', () => {
  it('grows the list with a new, trimmed name', () => {
    expect(withDesignation(DEFAULT_DESIGNATIONS, '  Psychologist ')).toEqual([
      'Case manager',
      'OT',
      'Psychologist',
    ]);
  });

  it('keeps the list when the name is known in any case, or blank', () => {
    expect(withDesignation(DEFAULT_DESIGNATIONS, 'ot')).toBe(DEFAULT_DESIGNATIONS);
    expect(withDesignation(DEFAULT_DESIGNATIONS, '   ')).toBe(DEFAULT_DESIGNATIONS);
  });
});
