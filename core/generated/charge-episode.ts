/* Generated from schemas/charge-episode.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDate } from './date';

/**
 * A charge's latest episode of care as its page shows it: the open one, else the last one closed.
 */
export interface ChargeEpisode {
  id: number;
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
  dischargeNote: string | null;
}
