import { describe, expect, it } from 'vitest';

import { blankToNull } from './blankToNull';

describe('blankToNull', () => {
  it.each([
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
    ['Ann', 'Ann'],
    [' Ann ', ' Ann '],
  ])('reads %o as %o', (value, expected) => {
    expect(blankToNull(value)).toBe(expected);
  });
});
