import { describe, expect, it } from 'vitest';

import { isNewDesignation } from './useDesignations';

const STORED = ['Case manager', 'OT', 'Physio'];

describe('isNewDesignation', () => {
  it('is true for a name the stored list lacks', () => {
    expect(isNewDesignation(STORED, '  Psychologist ')).toBe(true);
  });

  it('is false for a stored name in any case or spacing, and for a blank one', () => {
    expect(isNewDesignation(STORED, 'ot')).toBe(false);
    expect(isNewDesignation(STORED, ' case   MANAGER ')).toBe(false);
    expect(isNewDesignation(STORED, '   ')).toBe(false);
  });
});
