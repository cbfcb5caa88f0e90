/* Generated from schemas/journey-baseline.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';

/**
 * The answer an episode's reliable change is read from on one scale: its first, or the last of the days just before it opened (EPISODE_BASELINE_LOOKBACK_DAYS); null when there is none.
 */
export type JourneyBaseline = {
  postedAt: IsoDateTime;
  totalScore: number;
} | null;
