import { describe, expect, it } from 'vitest';

import { validateText, validateTitle } from './issueValidation';

describe('issue validation', () => {
  it('requires a title of 4 to 256 characters', () => {
    expect(validateTitle('   ')).toBe('portal.validation.required');
    expect(validateTitle('abc')).toEqual({ message: 'portal.validation.min', args: { n: 4 } });
    expect(validateTitle('abcd')).toBeUndefined();
    expect(validateTitle('a'.repeat(256))).toBeUndefined();
    expect(validateTitle('a'.repeat(257))).toEqual({
      message: 'portal.validation.max',
      args: { n: 256 },
    });
  });

  it('allows a text of at most 2048 characters', () => {
    expect(validateText(null)).toBeUndefined();
    expect(validateText('a'.repeat(2048))).toBeUndefined();
    expect(validateText('a'.repeat(2049))).toEqual({
      message: 'portal.validation.max',
      args: { n: 2048 },
    });
  });
});
