import { createContext, useContext } from 'react';

import type { JourneyEpisode } from '../../../core/generated/journey-episode';
import { formatDay, type Translate } from '../../engine/formatDate';
import { wallClock } from '../../shared/wallClock';
import { episodePeriod, type Period } from './period';

/**
 * The charge's episodes of care as the journey answer sends them, oldest first: the bands the
 * charts draw and the periods the selectors offer.
 */
export const JourneyEpisodesContext = createContext<readonly JourneyEpisode[]>([]);

export const useJourneyEpisodes = () => useContext(JourneyEpisodesContext);

/** A day of the portal's calendar ('YYYY-MM-DD') as the portal writes dates. */
export function episodeDay(day: string, translate: Translate): string {
  return formatDay(wallClock(day, 'UTC')!, translate);
}

/** "Episode from Mar 3, 2026 to Jun 12, 2026", or "Current episode from Mar 3, 2026". */
export function episodeName(episode: JourneyEpisode, translate: Translate): string {
  const from = episodeDay(episode.openedOn, translate);
  return episode.closedOn === null
    ? translate('portal.journey.episodes.current', { from })
    : translate('portal.journey.episodes.closed', {
        from,
        to: episodeDay(episode.closedOn, translate),
      });
}

/**
 * The episode whose baseline a chart shows: the period's episode when one is chosen, else the
 * current one (the open episode, else the last discharged); undefined without episodes.
 */
export function baselineEpisode(
  episodes: readonly JourneyEpisode[],
  chosen: JourneyEpisode | undefined,
): JourneyEpisode | undefined {
  return chosen ?? episodes.find((episode) => episode.closedOn === null) ?? episodes.at(-1);
}

/** The episode a period stands for; undefined for the periods of months. */
export function episodeOfPeriod(
  episodes: readonly JourneyEpisode[],
  period: Period,
  timeZone: string,
): JourneyEpisode | undefined {
  return episodes.find((episode) => episodePeriod(episode, timeZone) === period);
}
