/**
 * The reliable change setting: on each scored questionnaire, a change of this many points or more
 * between two totals is reliable. The one place it is set: the API's classes, the triage flag
 * `reliable_deterioration`, the journey's text and its no-change bands all read it (the API at
 * start, the portal at build), so a service that reports against another standard changes it here
 * and nowhere else. Stored flags follow a change with each client's next answer.
 *
 * Each default and its published source:
 * - PHQ-8: 6 points. The NHS Talking Therapies for anxiety and depression manual (NHS England,
 *   version 7, 2024, "reliable improvement"/"reliable deterioration") counts a change of 6 or more
 *   on the PHQ-9 as reliable, the national standard English services report against; the PHQ-8 is
 *   the PHQ-9 without its ninth item, and services apply the same 6 points to it.
 * - GAD-7: 4 points, from the same manual.
 * - WSAS: 12 points, PROVISIONAL: the manual sets no reliable change for the WSAS. 12 is the
 *   Jacobson & Truax (1991, J Consult Clin Psychol 59:12-19) index 1.96 * SD * sqrt(2 * (1 - r))
 *   with r = 0.73, the test-retest correlation of Mundt et al. (2002, Br J Psychiatry 180:461-464),
 *   and an ASSUMED clinical-sample SD of 8 points (11.5, rounded up to whole points). To confirm.
 */
import type { Questionnaire } from './severity';

export const RELIABLE_CHANGE_POINTS: Record<Questionnaire, number> = {
  phq8: 6,
  gad7: 4,
  wsas: 12,
};

/** Whether a scale's threshold is a published standard or still provisional (the WSAS's). */
export const RELIABLE_CHANGE_PROVISIONAL: Record<Questionnaire, boolean> = {
  phq8: false,
  gad7: false,
  wsas: true,
};

/**
 * Caseness, as NHS Talking Therapies counts it for recovery: a client is a case on a scale at or
 * above its line (the same manual: PHQ-9 10 or more, GAD-7 8 or more; the PHQ-8 takes the
 * PHQ-9's line, as above). The GAD-7's caseness line (8) is below the journey chart's healthy
 * range (under 10, the spec's severity bands): a GAD-7 of 8 or 9 is "mild" on the chart and a case
 * in the outcome figures. The WSAS has no caseness line in the manual and is reported apart.
 */
export const CASENESS_AT_LEAST: Record<'phq8' | 'gad7', number> = {
  phq8: 10,
  gad7: 8,
};

/**
 * The baseline of an episode of care: its first score on each scale, or, when the episode opened
 * after an assessment, the last score at most this many days before the day it opened (a client
 * assessed on Monday and taken on on Friday starts from Monday's score). NHS Talking Therapies
 * counts the first score "at or before" the first treatment contact; 14 days is this service's
 * own choice of how old that score may be.
 */
export const EPISODE_BASELINE_LOOKBACK_DAYS = 14;
