import { describe, expect, it } from 'vitest';

import { isRequestCreator } from './isRequestCreator';

describe('isRequestCreator', () => {
  it('matches the e-mail whatever its case', () => {
    expect(isRequestCreator('Manager@Example.org', 'manager@example.org')).toBe(true);
  });

  it('refuses another e-mail or an unknown user', () => {
    expect(isRequestCreator('manager@example.org', 'other@example.org')).toBe(false);
    expect(isRequestCreator('manager@example.org', undefined)).toBe(false);
  });
});
