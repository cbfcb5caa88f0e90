import type { Severity } from '../../core/severity';

/**
 * One colour per severity band, from green through yellow, orange and red to purple, in each
 * theme: `chip` is the chip's background (its text is black or white, whichever passes 4.5:1),
 * `zone` the band's background on the chart and `ink` its label and edge there (4.5:1 on the
 * zone). severityColors.test.ts measures every pair with the WCAG formula.
 */
export interface BandColors {
  chip: string;
  zone: string;
  ink: string;
}

type Hue = 'green' | 'yellow' | 'orange' | 'red' | 'purple';

const HUES: Record<'light' | 'dark', Record<Hue, BandColors>> = {
  light: {
    green: { chip: '#2e7d32', zone: '#e6f4e7', ink: '#1b5e20' },
    yellow: { chip: '#f2c94c', zone: '#fdf6d8', ink: '#6b5300' },
    orange: { chip: '#ef8a17', zone: '#ffebd6', ink: '#8a4500' },
    red: { chip: '#c62828', zone: '#fce4e4', ink: '#a31515' },
    purple: { chip: '#6a1b9a', zone: '#f3e6f7', ink: '#6a1b9a' },
  },
  dark: {
    green: { chip: '#66bb6a', zone: '#17301a', ink: '#a5d6a7' },
    yellow: { chip: '#ffd54f', zone: '#362f10', ink: '#ffe082' },
    orange: { chip: '#ffa726', zone: '#3b2610', ink: '#ffcc80' },
    red: { chip: '#ef5350', zone: '#3d1717', ink: '#ef9a9a' },
    purple: { chip: '#ce93d8', zone: '#2e1836', ink: '#e1bee7' },
  },
};

const HUE_OF: Record<Severity, Hue> = {
  none: 'green',
  minimal: 'green',
  mild: 'yellow',
  moderate: 'orange',
  significant: 'orange',
  moderately_severe: 'red',
  severe: 'purple',
};

/** The score line over the zones: at least 3:1 on every zone of its theme. */
export const SCORE_LINE = { light: '#0d47a1', dark: '#90caf9' } as const;

export function bandColors(severity: Severity, mode: 'light' | 'dark'): BandColors {
  return HUES[mode][HUE_OF[severity]];
}
