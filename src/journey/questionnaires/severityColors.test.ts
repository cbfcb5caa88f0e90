import { describe, expect, it } from 'vitest';

import { SEVERITIES, severityBands, type Questionnaire } from '../../../core/severity';
import { contrastRatio, luminance, readableText } from '../shared/contrast';
import { SCORE_LINE, bandColors } from './severityColors';

const MODES = ['light', 'dark'] as const;
const LINE = SCORE_LINE;

describe('severity colours (WCAG 2.2 AA)', () => {
  it('give chip text at least 4.5:1 and zone labels at least 4.5:1 on their zone', () => {
    for (const mode of MODES) {
      for (const severity of SEVERITIES) {
        const { chip, zone, ink } = bandColors(severity, mode);
        expect(
          contrastRatio(chip, readableText(chip)),
          `${mode} ${severity} chip`,
        ).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(zone, ink), `${mode} ${severity} zone label`).toBeGreaterThanOrEqual(
          4.5,
        );
        expect(contrastRatio(zone, LINE[mode]), `${mode} ${severity} line`).toBeGreaterThanOrEqual(
          3,
        );
      }
    }
  });

  it('give every band of a questionnaire its own colour, in both themes', () => {
    for (const mode of MODES) {
      for (const questionnaire of ['phq8', 'gad7', 'wsas'] as Questionnaire[]) {
        const chips = severityBands(questionnaire).map((b) => bandColors(b.severity, mode).chip);
        expect(new Set(chips).size).toBe(chips.length);
      }
    }
  });

  it('rise with severity from mild up: each band darker and more alarming than the one below', () => {
    for (const mode of MODES) {
      for (const questionnaire of ['phq8', 'gad7', 'wsas'] as Questionnaire[]) {
        const chips = severityBands(questionnaire)
          .slice(1)
          .map((b) => luminance(bandColors(b.severity, mode).chip));
        for (let i = 1; i < chips.length; i += 1) {
          expect(chips[i], `${mode} ${questionnaire} band ${i + 1}`).toBeLessThan(chips[i - 1]!);
        }
      }
    }
    expect(luminance(bandColors('severe', 'light').chip)).toBeLessThan(
      luminance(bandColors('moderately_severe', 'light').chip),
    );
  });
});
