/* Generated from schemas/charge-journey.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { DailyCheckin } from './daily-checkin';
import type { Gad7 } from './gad7';
import type { JourneyEpisode } from './journey-episode';
import type { MediaMeditations } from './media-meditations';
import type { ModulesData } from './modules-data';
import type { Phq8 } from './phq8';
import type { SessionsSummary } from './sessions-summary';
import type { Wellbeing } from './wellbeing';
import type { Wsas } from './wsas';

/**
 * GET charges/{id}/sessions/: a charge's engagement; only permissionDenied when consent is not given.
 */
export interface ChargeJourney {
  permissionDenied: boolean;
  /**
   * The portal's TIME_ZONE (IANA name): the calendar of every day and month in the journey.
   */
  timeZone?: string;
  /**
   * The charge's episodes of care, oldest first: a reliable change is read against the baseline of the episode that holds its answer.
   */
  episodes?: JourneyEpisode[];
  sessions?: SessionsSummary;
  media_meditations?: MediaMeditations;
  phq8s?: Phq8[];
  gad7s?: Gad7[];
  wsass?: Wsas[];
  /**
   * daily_checkins holds every check-in from this instant on (a recent answer, history=recent); null when it holds the whole history.
   */
  checkinsFrom?: string | null;
  daily_checkins?: DailyCheckin[];
  wellbeings?: Wellbeing[];
  modules?: ModulesData;
}
