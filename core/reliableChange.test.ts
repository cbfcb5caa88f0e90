import { describe, expect, it } from 'vitest';
import reliableChangeSchema from '../schemas/reliable-change.json';
import {
  RELIABLE_CHANGE_CLASSES,
  RELIABLE_CHANGE_POINTS,
  noReliableChangeBand,
  reliableChangeOf,
} from './reliableChange';
import type { Questionnaire } from './severity';

describe('reliable change', () => {
  it('defaults to the NHS Talking Therapies standard: PHQ 6, GAD-7 4; WSAS 12 (provisional)', () => {
    expect(RELIABLE_CHANGE_POINTS).toEqual({ phq8: 6, gad7: 4, wsas: 12 });
  });

  it('counts a GAD-7 worsening by 4 as a reliable deterioration, by 3 not', () => {
    expect(reliableChangeOf('gad7', 5, 9)).toBe('deterioration');
    expect(reliableChangeOf('gad7', 5, 8)).toBe('no_change');
    expect(reliableChangeOf('gad7', 9, 5)).toBe('improvement');
  });

  it('classes a change on each side of each threshold', () => {
    for (const q of ['phq8', 'gad7', 'wsas'] as Questionnaire[]) {
      const points = RELIABLE_CHANGE_POINTS[q];
      const base = 20;
      expect(reliableChangeOf(q, base, base - points)).toBe('improvement');
      expect(reliableChangeOf(q, base, base - points + 1)).toBe('no_change');
      expect(reliableChangeOf(q, base, base)).toBe('no_change');
      expect(reliableChangeOf(q, base, base + points - 1)).toBe('no_change');
      expect(reliableChangeOf(q, base, base + points)).toBe('deterioration');
    }
  });

  it('draws the no-change band as the totals the setting calls no change, within the scale', () => {
    expect(noReliableChangeBand('phq8', 3, 24)).toEqual([0, 8]);
    expect(noReliableChangeBand('gad7', 10, 21)).toEqual([7, 13]);
    expect(noReliableChangeBand('wsas', 35, 40)).toEqual([24, 40]);
    for (const q of ['phq8', 'gad7', 'wsas'] as Questionnaire[]) {
      const [low, high] = noReliableChangeBand(q, 15, 100);
      expect(reliableChangeOf(q, 15, high)).toBe('no_change');
      expect(reliableChangeOf(q, 15, high + 1)).toBe('deterioration');
      expect(reliableChangeOf(q, 15, low)).toBe('no_change');
      expect(reliableChangeOf(q, 15, low - 1)).toBe('improvement');
    }
  });
});

describe('the reliable change schema', () => {
  it('lists the classes of this module, and null', () => {
    expect(reliableChangeSchema.enum).toEqual([...RELIABLE_CHANGE_CLASSES, null]);
  });
});
