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
