/**
 * Reliable change for the scored questionnaires. Pure: the API classes every answer with it and
 * the portal draws and names the same classes; the triage flag `reliable_deterioration` builds on
 * it. The thresholds are a setting (./reliableChangeSettings.ts), each with its source. On all
 * three scales a lower total is better, so a reliable fall is an improvement.
 */
import { RELIABLE_CHANGE_POINTS } from './reliableChangeSettings';
import type { Questionnaire } from './severity';

export { RELIABLE_CHANGE_POINTS } from './reliableChangeSettings';

export const RELIABLE_CHANGE_CLASSES = ['improvement', 'no_change', 'deterioration'] as const;
export type ReliableChangeClass = (typeof RELIABLE_CHANGE_CLASSES)[number];

/** The class of a change from `before` to `after` (lower totals are better). */
export function reliableChangeOf(
  questionnaire: Questionnaire,
  before: number,
  after: number,
): ReliableChangeClass {
  const change = after - before;
  if (change <= -RELIABLE_CHANGE_POINTS[questionnaire]) {
    return 'improvement';
  }
  return change >= RELIABLE_CHANGE_POINTS[questionnaire] ? 'deterioration' : 'no_change';
}

/**
 * The totals that are no reliable change from a baseline, clipped to the scale: [low, high].
 * Totals are whole points, so the band ends one point short of the threshold on each side.
 */
export function noReliableChangeBand(
  questionnaire: Questionnaire,
  baseline: number,
  max: number,
): [number, number] {
  const within = RELIABLE_CHANGE_POINTS[questionnaire] - 1;
  return [Math.max(0, baseline - within), Math.min(max, baseline + within)];
}
