/* Generated from schemas/episode-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDate } from './date';

/**
 * PATCH episodes/{id}/: the fields that change. A discharge sets closedOn and dischargeReason (and an optional note) on an open episode; closedOn is never before openedOn nor after today, and a reason goes with a discharge date, never without.
 */
export interface EpisodeUpdate {
  openedOn?: IsoDate;
  /**
   * The discharge date; null while the episode is open.
   */
  closedOn?: string | null;
  /**
   * Why the episode closed; null while it is open.
   */
  dischargeReason?:
    'completed' | 'disengaged' | 'referred_on' | 'consent_withdrawn' | 'other' | null;
  dischargeNote?: string | null;
}
