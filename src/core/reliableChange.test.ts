import { describe, expect, it } from 'vitest';
import reliableChangeSchema from '../../schemas/reliable-change.json';
import {
  RELIABLE_CHANGE_CLASSES,
  RELIABLE_CHANGE_POINTS,
  noReliableChangeBand,
  reliableChangeIndex,
  reliableChangeOf,
  reliableChangeThreshold,
} from './reliableChange';
import type { Questionnaire } from './severity';

describe('reliable change (Jacobson-Truax)', () => {
  it('needs 6 points on PHQ-8 and GAD-7 and 12 on WSAS', () => {
    expect(RELIABLE_CHANGE_POINTS).toEqual({ phq8: 6, gad7: 6, wsas: 12 });
    expect(reliableChangeThreshold('phq8')).toBeCloseTo(5.06, 2);
    expect(reliableChangeThreshold('gad7')).toBeCloseTo(5.59, 2);
    expect(reliableChangeThreshold('wsas')).toBeCloseTo(11.52, 2);
  });

  it('classes a change on each side of each threshold, agreeing with |RCI| > 1.96', () => {
    for (const q of ['phq8', 'gad7', 'wsas'] as Questionnaire[]) {
      const points = RELIABLE_CHANGE_POINTS[q];
      const base = 20;
      expect(reliableChangeOf(q, base, base - points)).toBe('improvement');
      expect(reliableChangeOf(q, base, base - points + 1)).toBe('no_change');
      expect(reliableChangeOf(q, base, base)).toBe('no_change');
      expect(reliableChangeOf(q, base, base + points - 1)).toBe('no_change');
      expect(reliableChangeOf(q, base, base + points)).toBe('deterioration');
      expect(Math.abs(reliableChangeIndex(q, base, base + points))).toBeGreaterThan(1.96);
      expect(Math.abs(reliableChangeIndex(q, base, base + points - 1))).toBeLessThan(1.96);
    }
  });

  it('draws the no-change band around the baseline within the scale', () => {
    const [low, high] = noReliableChangeBand('phq8', 3, 25);
    expect(low).toBe(0);
    expect(high).toBeCloseTo(8.06, 2);
    expect(noReliableChangeBand('wsas', 35, 40)[1]).toBe(40);
  });
});

describe('the reliable change schema', () => {
  it('lists the classes of this module, and null', () => {
    expect(reliableChangeSchema.enum).toEqual([...RELIABLE_CHANGE_CLASSES, null]);
  });
});
