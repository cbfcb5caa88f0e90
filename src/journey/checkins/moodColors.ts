/** Spec section 4: the mood scale 1 to 5 is coloured, from red (1) to green (5). */
export const MOOD_COLORS: Record<number, string> = {
  1: '#d32f2f',
  2: '#f57c00',
  3: '#f9a825',
  4: '#7cb342',
  5: '#2e7d32',
};

/** Line colours of the other series, readable on light and dark backgrounds. */
export const SERIES_COLORS = { diet: '#ef6c00', sleep: '#8e24aa', active: '#00897b' } as const;
