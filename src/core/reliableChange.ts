/**
 * Reliable change (Jacobson & Truax 1991, J Consult Clin Psychol 59:12-19) for the scored
 * questionnaires. Pure: the API classes every answer with it and the portal draws and names the
 * same classes; triage rules may build on the named thresholds below.
 *
 * RCI = (x2 - x1) / S_diff, S_diff = sqrt(2) * SE, SE = SD * sqrt(1 - r). A change is reliable
 * when |RCI| > 1.96, i.e. when it is larger than `1.96 * SD * sqrt(2 * (1 - r))` points. On all
 * three scales a lower total is better, so a reliable fall is an improvement.
 */
import type { Questionnaire } from './severity';

export const RELIABLE_CHANGE_CLASSES = ['improvement', 'no_change', 'deterioration'] as const;
export type ReliableChangeClass = (typeof RELIABLE_CHANGE_CLASSES)[number];

/** The z a change must exceed (two-tailed p < .05). */
export const RCI_CRITICAL_Z = 1.96;

/**
 * The reliability `r` and standard deviation `sd` each scale's RCI uses.
 *
 * - PHQ-8: r = 0.89, Cronbach's alpha of the PHQ-8 in 567 psychiatric outpatients (Shin et al.
 *   2019, Psychiatry Investigation; Kroenke et al. 2001, J Gen Intern Med 16:606-613, report
 *   alpha 0.89 for the PHQ-9).
 *   sd = 5.5 points: NOT taken from that paper; a typical clinical-sample SD of the PHQ-8/9,
 *   chosen so the threshold meets the widely used 6-point PHQ-9 criterion. To confirm.
 * - GAD-7: r = 0.87, 14-28-day test-retest reliability (Bischoff et al. 2020, Psychology,
 *   Community & Health 8:176-187), whose Jacobson-Truax RCI is 5.59 points; sd = 5.59 is the SD
 *   that RCI implies with that r (the paper's clinical-sample SD itself was not at hand).
 * - WSAS: r = 0.73, test-retest correlation (Mundt et al. 2002, Br J Psychiatry 180:461-464;
 *   Cronbach's alpha 0.70 to 0.94 there). sd = 8.0 points: NOT taken from that paper; an
 *   assumed clinical-sample SD of the 0-40 total. To confirm.
 */
export const RELIABILITY: Record<Questionnaire, { r: number; sd: number }> = {
  phq8: { r: 0.89, sd: 5.5 },
  gad7: { r: 0.87, sd: 5.59 },
  wsas: { r: 0.73, sd: 8.0 },
};

/** The change in points a total must exceed to be reliable (`1.96 * S_diff`). */
export function reliableChangeThreshold(questionnaire: Questionnaire): number {
  const { r, sd } = RELIABILITY[questionnaire];
  return RCI_CRITICAL_Z * sd * Math.sqrt(2 * (1 - r));
}

/**
 * The smallest whole-point change that is reliable on each scale (totals are integers): PHQ-8 6
 * (threshold 5.06), GAD-7 6 (5.59), WSAS 12 (11.52). Exported for triage flags.
 */
export const RELIABLE_CHANGE_POINTS: Record<Questionnaire, number> = {
  phq8: Math.floor(reliableChangeThreshold('phq8')) + 1,
  gad7: Math.floor(reliableChangeThreshold('gad7')) + 1,
  wsas: Math.floor(reliableChangeThreshold('wsas')) + 1,
};

/** The Jacobson-Truax index of a change from `before` to `after`. */
export function reliableChangeIndex(questionnaire: Questionnaire, before: number, after: number) {
  const { r, sd } = RELIABILITY[questionnaire];
  return (after - before) / (Math.SQRT2 * sd * Math.sqrt(1 - r));
}

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

/** The band of no reliable change around a baseline, clipped to the scale: [low, high]. */
export function noReliableChangeBand(
  questionnaire: Questionnaire,
  baseline: number,
  max: number,
): [number, number] {
  const threshold = reliableChangeThreshold(questionnaire);
  return [Math.max(0, baseline - threshold), Math.min(max, baseline + threshold)];
}
