import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

import { episodeDay, useJourneyEpisodes } from './shared/journeyEpisodes';

/**
 * "Discharged on Jun 12, 2026: Completed" when the charge's last episode of care is closed and
 * none is open: its flags are down until an episode opens again.
 */
export const DischargedNote = () => {
  const translate = useTranslate();
  const episodes = useJourneyEpisodes();
  const last = episodes.at(-1);
  if (!last || last.closedOn === null || episodes.some((episode) => episode.closedOn === null)) {
    return null;
  }
  return (
    <Alert severity="info" data-testid="journey-discharged">
      {translate('portal.episodes.discharged', {
        date: episodeDay(last.closedOn, translate),
        reason: translate(
          `resources.episodes.choices.dischargeReason.${last.dischargeReason ?? 'other'}`,
        ),
      })}
    </Alert>
  );
};
