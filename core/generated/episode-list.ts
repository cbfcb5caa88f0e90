/* Generated from schemas/episode-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Episode } from './episode';

/**
 * A page of episodes of care.
 */
export interface EpisodeList {
  items: Episode[];
  count: number;
}
