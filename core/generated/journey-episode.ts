/* Generated from schemas/journey-episode.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDate } from './date';
import type { JourneyBaseline } from './journey-baseline';

/**
 * An episode of care as the journey draws it: its days on the portal's calendar, why it closed, and its baseline on each scored questionnaire.
 */
export interface JourneyEpisode {
  openedOn: IsoDate;
  /**
   * The discharge date; null while the episode is open.
   */
  closedOn: string | null;
  /**
   * Why the episode closed; null while it is open.
   */
  dischargeReason:
    'completed' | 'disengaged' | 'referred_on' | 'consent_withdrawn' | 'other' | null;
  baselines: {
    phq8: JourneyBaseline;
    gad7: JourneyBaseline;
    wsas: JourneyBaseline;
  };
}
