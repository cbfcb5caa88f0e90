import type { AppCheckinCreate } from '../../../core/generated/app-checkin-create';
import type { QuestionnaireKind } from '../database';
import { clamp, gaussian } from './journeyPatterns';
import type { Random } from './seededRandom';

/** Spec section 9: answers per questionnaire and each answer's maximum (all start at 0). */
const SCALES: Record<QuestionnaireKind, { items: number; max: number }> = {
  phq8: { items: 8, max: 3 },
  gad7: { items: 7, max: 3 },
  wsas: { items: 5, max: 8 },
  wellbeing: { items: 4, max: 10 },
};

const KINDS = Object.keys(SCALES) as QuestionnaireKind[];

/**
 * One client's way of answering: the same person scores some items higher than others every
 * time (sleep trouble, say, but little guilt), and anxiety or work impairment sits a little above
 * or below their mood. Drawn once per charge, so the answers stay recognisably theirs.
 */
export interface Respondent {
  questionnaire(kind: QuestionnaireKind, severity: number): number[];
  checkin(severity: number): Omit<AppCheckinCreate, 'checkin_at'>;
}

export function respondent(random: Random): Respondent {
  const itemBias = Object.fromEntries(
    KINDS.map((kind) => {
      const { items, max } = SCALES[kind];
      return [kind, Array.from({ length: items }, () => 0.12 * max * gaussian(random))];
    }),
  ) as Record<QuestionnaireKind, number[]>;
  const offset: Record<QuestionnaireKind, number> = {
    phq8: 0,
    gad7: 0.1 * gaussian(random),
    wsas: 0.1 * gaussian(random),
    wellbeing: 0.08 * gaussian(random),
  };
  const checkinBias = Array.from({ length: 6 }, () => 0.35 * gaussian(random));
  // Higher is better on a check-in; diet and activity follow mood more loosely than sleep does.
  const follows = [1, 0.5, 0.8, 0.7, 0.9, 0.6];

  const score = (i: number, good: number) => {
    const weight = follows[i] ?? 1;
    const value =
      weight * good + (1 - weight) * 3.2 + (checkinBias[i] ?? 0) + 0.65 * gaussian(random);
    return clamp(Math.round(value), 1, 5);
  };
  const extra = (i: number, good: number) => (random.chance(0.45) ? null : score(i, good));

  return {
    questionnaire(kind, severity) {
      const { max } = SCALES[kind];
      // Wellbeing asks how well things go, so its answers rise as severity falls.
      const level = clamp(severity + offset[kind], 0, 1);
      const mean = kind === 'wellbeing' ? (1 - level) * max : level * max;
      return itemBias[kind].map((bias) =>
        clamp(Math.round(mean + bias + 0.12 * max * gaussian(random)), 0, max),
      );
    },
    checkin(severity) {
      const good = 1 + 4 * (1 - severity);
      return {
        mood: score(0, good),
        diet: score(1, good),
        sleep: score(2, good),
        active: score(3, good),
        t1: extra(4, good),
        t2: extra(5, good),
      };
    },
  };
}
