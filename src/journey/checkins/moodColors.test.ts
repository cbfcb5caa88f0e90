import { describe, expect, it } from 'vitest';

import { contrastRatio } from '../shared/contrast';
import { seriesColors } from './moodColors';

/** MUI's default paper backgrounds. */
const BACKGROUND = { light: '#ffffff', dark: '#121212' };

describe('check-in series colours', () => {
  it('are four distinct colours, each at least 3:1 against the chart background', () => {
    for (const mode of ['light', 'dark'] as const) {
      const colors = Object.values(seriesColors(mode));
      expect(new Set(colors).size).toBe(4);
      for (const color of colors) {
        expect(contrastRatio(color, BACKGROUND[mode]), `${mode} ${color}`).toBeGreaterThanOrEqual(
          3,
        );
      }
    }
  });
});
