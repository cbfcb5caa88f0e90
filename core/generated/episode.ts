/* Generated from schemas/episode.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDate } from './date';
import type { Uuid } from './uuid';

/**
 * An episode of care of a charge (GET episodes/, episodes/{id}/): administrators read every charge's, a supporter those of the charges they are attached to.
 */
export interface Episode {
  id: number;
  chargeUuid: Uuid;
  /**
   * The charge's name, or e-mail when it has none.
   */
  client: string;
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
  status: 'open' | 'closed';
  company: string | null;
  course: string | null;
}
