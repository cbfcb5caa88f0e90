import { describe, expect, it } from 'vitest';

import { mergeOptions } from './mergeOptions';

describe('mergeOptions', () => {
  it('merges nested objects, later options winning, without touching the inputs', () => {
    const base = { palette: { mode: 'light', primary: { main: 'red' } }, spacing: 8 };
    const merged = mergeOptions(base, { palette: { primary: { main: 'teal' } } }, { spacing: 4 });
    expect(merged).toEqual({ palette: { mode: 'light', primary: { main: 'teal' } }, spacing: 4 });
    expect(base.palette.primary.main).toBe('red');
  });

  it('replaces arrays and functions instead of merging them', () => {
    const style = () => ({});
    expect(mergeOptions({ a: [1, 2], b: { c: 1 } }, { a: [3], b: style })).toEqual({
      a: [3],
      b: style,
    });
  });
});
