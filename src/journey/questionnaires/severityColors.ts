import type { Severity } from '../../../core/severity';

/**
 * One colour per severity band, rising with severity: green, yellow, orange, red, then the
 * darkest, most saturated red for Severe (never calmer than Moderately severe), in each theme: `chip` is the chip's background (its text is black or white, whichever passes 4.5:1),
 * `zone` the band's background on the chart and `ink` its label and edge there (4.5:1 on the
 * zone). severityColors.test.ts measures every pair with the WCAG formula.
 */
export interface BandColors {
  chip: string;
  zone: string;
  ink: string;
}

type Hue = 'green' | 'yellow' | 'orange' | 'red' | 'deepRed';

const HUES: Record<'light' | 'dark', Record<Hue, BandColors>> = {
  light: {
    green: { chip: '#2e7d32', zone: '#e6f4e7', ink: '#1b5e20' },
    yellow: { chip: '#f2c94c', zone: '#fdf6d8', ink: '#6b5300' },
    orange: { chip: '#ef8a17', zone: '#ffebd6', ink: '#8a4500' },
    red: { chip: '#c62828', zone: '#fce4e4', ink: '#a31515' },
    deepRed: { chip: '#7f0000', zone: '#f8d7da', ink: '#7f0000' },
  },
  dark: {
    green: { chip: '#66bb6a', zone: '#17301a', ink: '#a5d6a7' },
    yellow: { chip: '#ffd54f', zone: '#362f10', ink: '#ffe082' },
    orange: { chip: '#ffa726', zone: '#3b2610', ink: '#ffcc80' },
    red: { chip: '#ef5350', zone: '#3d1717', ink: '#ef9a9a' },
    deepRed: { chip: '#d50000', zone: '#4a0d0d', ink: '#ff8a80' },
  },
};

const HUE_OF: Record<Severity, Hue> = {
  none: 'green',
  minimal: 'green',
  mild: 'yellow',
  moderate: 'orange',
  significant: 'orange',
  moderately_severe: 'red',
  severe: 'deepRed',
};

/** The score line over the zones: at least 3:1 on every zone of its theme. */
export const SCORE_LINE = { light: '#0d47a1', dark: '#90caf9' } as const;

export function bandColors(severity: Severity, mode: 'light' | 'dark'): BandColors {
  return HUES[mode][HUE_OF[severity]];
}
