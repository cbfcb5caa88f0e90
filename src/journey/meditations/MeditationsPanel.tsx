import { Box } from '@mui/material';

import type { MediaMeditations } from '../../../core/generated/media-meditations';
import { RECENT_DAYS } from '../../../core/recentPeriods';
import { Figure } from '../../shared/Figure';
import { JourneyPanel } from '../shared/JourneyPanel';
import type { PanelState } from '../shared/panelState';

/** Spec section 2: audio meditations in all, over the last 7 and 30 days. */
export const MeditationsPanel = ({
  meditations,
  state,
}: {
  meditations: MediaMeditations | undefined;
  state: PanelState;
}) => (
  <JourneyPanel
    section="meditations"
    state={state}
    empty={!meditations || meditations.total === 0}
    infoArgs={RECENT_DAYS}
  >
    {meditations && (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Figure label="portal.journey.meditations.total" value={meditations.total} />
        <Figure
          label="portal.journey.meditations.last_days"
          labelArgs={{ days: RECENT_DAYS.week }}
          value={meditations.last7Days}
        />
        <Figure
          label="portal.journey.meditations.last_days"
          labelArgs={{ days: RECENT_DAYS.month }}
          value={meditations.last30Days}
        />
      </Box>
    )}
  </JourneyPanel>
);
