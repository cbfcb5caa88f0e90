import { describe, expect, it } from 'vitest';

import { formatCountdown } from './formatCountdown';

describe('formatCountdown', () => {
  it.each([
    [60, '01:00'],
    [59, '00:59'],
    [5, '00:05'],
    [0, '00:00'],
    [-3, '00:00'],
    [125, '02:05'],
    [0.2, '00:01'],
  ])('shows %d s as %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
