import { describe, expect, it } from 'vitest';
import { changeFromPrevious, trendOf } from './change';

describe('change from the previous value', () => {
  it('is the latest minus the one before, null without a previous one', () => {
    expect(changeFromPrevious([12, 9])).toBe(-3);
    expect(changeFromPrevious([3, 4, 9, 14])).toBe(5);
    expect(changeFromPrevious([7])).toBeNull();
    expect(changeFromPrevious([])).toBeNull();
  });

  it('reads as increase, constant or decrease', () => {
    expect(trendOf(2)).toBe('increase');
    expect(trendOf(0)).toBe('constant');
    expect(trendOf(-1)).toBe('decrease');
  });
});
