import { screen } from '@testing-library/react';
import { createTheme, ThemeProvider } from '@mui/material';
import { describe, expect, it } from 'vitest';

import { ATTENTION_CODES, FLAG_SEVERITY } from '../../../../core/attention';
import type { AttentionEvidence } from '../../../../core/generated/attention-evidence';
import type { AttentionFlag } from '../../../../core/generated/attention-flag';
import { SEVERITIES } from '../../../../core/severity';
import { bandColors } from '../../../journey/questionnaires/severityColors';
import { contrastRatio } from '../../../journey/shared/contrast';
import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { AttentionIcons } from './AttentionIcons';

const at = '2026-11-20T08:00:00Z';
const evidence = (fields: Partial<AttentionEvidence>): AttentionEvidence => ({
  scale: null,
  score: null,
  change: null,
  count: null,
  at,
  ...fields,
});
const flags: AttentionFlag[] = [
  { code: 'severe_score', evidence: evidence({ scale: 'phq8', score: 22 }), acknowledged: null },
  { code: 'low_mood', evidence: evidence({ count: 5 }), acknowledged: null },
  { code: 'disengaged', evidence: evidence({}), acknowledged: { by: 'Anna Manager', at } },
];

/** '#rrggbb' of a computed `rgb(r, g, b)`. */
const hex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? []).map((n) => Number(n).toString(16).padStart(2, '0')).join('')}`;

describe('AttentionIcons', () => {
  it.each(['light', 'dark'] as const)(
    "fills each open flag with its severity's colour in the %s theme, with readable text",
    (mode) => {
      renderWithAdmin(
        <ThemeProvider theme={createTheme({ palette: { mode } })}>
          <AttentionIcons value={flags} />
        </ThemeProvider>,
      );
      for (const code of ['severe_score', 'low_mood'] as const) {
        const chip = document.querySelector(`[data-flag="${code}"]`) as HTMLElement;
        expect(chip).toHaveAttribute('data-severity', FLAG_SEVERITY[code]);
        const style = getComputedStyle(chip);
        expect(hex(style.backgroundColor)).toBe(bandColors(FLAG_SEVERITY[code], mode).chip);
        expect(
          contrastRatio(hex(style.backgroundColor), hex(style.color)),
          code,
        ).toBeGreaterThanOrEqual(4.5);
      }
      // Acknowledged: outlined, with no severity fill, and says who.
      const quiet = document.querySelector('[data-flag="disengaged"]') as HTMLElement;
      expect(quiet).toHaveAttribute('data-state', 'acknowledged');
      expect(quiet).not.toHaveAttribute('data-severity');
      expect(quiet).toHaveClass('MuiChip-outlined');
      expect(screen.getByText(/^Stopped using the app/)).toBeInTheDocument();
    },
  );

  it('ranks the flags as the attention order does: a severe score the severest, none milder later', () => {
    const ranks = ATTENTION_CODES.map((code) => SEVERITIES.indexOf(FLAG_SEVERITY[code]));
    expect(FLAG_SEVERITY.severe_score).toBe('severe');
    for (let i = 1; i < ranks.length; i += 1) {
      expect(ranks[i]).toBeLessThanOrEqual(ranks[i - 1]!);
    }
  });
});
