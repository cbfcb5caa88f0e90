/* Generated from schemas/episode-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDate } from './date';
import type { Uuid } from './uuid';

/**
 * POST episodes/: opens an episode of care for a charge the caller may see, on a day of the portal's calendar not after today; 409 while one is open.
 */
export interface EpisodeCreate {
  chargeUuid: Uuid;
  openedOn: IsoDate;
}
