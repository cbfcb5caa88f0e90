/** Spec section 4: the mood scale 1 to 5 is coloured, from red (1) to green (5). */
export const MOOD_COLORS: Record<number, string> = {
  1: '#d32f2f',
  2: '#f57c00',
  3: '#f9a825',
  4: '#7cb342',
  5: '#2e7d32',
};

/**
 * The four check-in series' line colours: four hues far apart (blue, orange, purple, teal-green
 * of the Okabe–Ito palette, told apart with colour-vision deficiencies too), each at least 3:1
 * against the chart's background in its theme (checkinColors.test.ts measures it).
 */
const SERIES_COLORS = {
  light: { mood: '#0060b0', diet: '#b34d00', sleep: '#8a3ba8', active: '#00755a' },
  dark: { mood: '#56b4e9', diet: '#e69f00', sleep: '#cc79a7', active: '#3fc5a0' },
} as const;

export function seriesColors(mode: 'light' | 'dark') {
  return SERIES_COLORS[mode];
}
