import PrintIcon from '@mui/icons-material/Print';
import { Alert, Box, Button, Skeleton } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

import { RELIABLE_CHANGE_POINTS } from '../../core/reliableChange';
import { EPISODE_BASELINE_LOOKBACK_DAYS } from '../../core/reliableChangeSettings';
import { loadOnFirstUse } from '../app/loadOnFirstUse';
import { ChargeAttentionPanel } from '../resources/charges/attention/ChargeAttentionPanel';
import { errorMessageOf } from '../shared/errorCatalogue';
import { TimeZoneContext, useTimeZone } from '../shared/TimeZoneContext';
import { TimeZoneNote } from './calendar/TimeZoneNote';
import { DischargedNote } from './DischargedNote';
import { JourneyEpisodesContext } from './shared/journeyEpisodes';
import { StatusBox } from '../shared/StatusBox';
import type { PanelState } from './shared/panelState';
import { useJourney, type JourneyHistory } from './useJourney';
import { JourneyEventsContext, useChargeEvents } from './events/JourneyEventsContext';

const NO_EPISODES: never[] = [];

const JourneyContent = loadOnFirstUse(
  async () => (await import('./JourneyContent')).default,
  <Skeleton variant="rounded" height={400} />,
);

export interface JourneyTabProps {
  /** The charge's uuid, as in `charges/{uuid}/sessions/`. */
  uuid: string;
}

/**
 * The charge details page's journey tab (spec section 2): fetched once (again with every check-in
 * when a panel asks for them), charts loaded lazily.
 */
export function JourneyTab({ uuid }: JourneyTabProps) {
  const translate = useTranslate();
  const portalTimeZone = useTimeZone();
  const [history, setHistory] = useState<JourneyHistory>('recent');
  const { data, error, isPending, refetch } = useJourney(uuid, history);
  const events = useChargeEvents(uuid, data !== undefined && !data.permissionDenied);
  if (data?.permissionDenied) {
    return <StatusBox variant="info" message="portal.journey.permission_denied" />;
  }
  if (error) {
    // Every panel reads this one answer: one failure, one message and one Retry, panels hidden.
    return (
      <Box data-testid="journey">
        <StatusBox variant="error" message={errorMessageOf(error)} onRetry={() => void refetch()} />
      </Box>
    );
  }
  const state: PanelState = isPending ? { status: 'loading' } : { status: 'ready' };
  return (
    <TimeZoneContext.Provider value={data?.timeZone ?? portalTimeZone}>
      <JourneyEpisodesContext.Provider value={data?.episodes ?? NO_EPISODES}>
        <Box
          // Wide tables scroll inside their panels instead of widening the page on small screens.
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, contain: 'inline-size' }}
          data-testid="journey"
        >
          {data && (
            // The printable progress report of this charge (src/report/).
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <Button
                component={RouterLink}
                to={`/users/${uuid}/report`}
                variant="outlined"
                startIcon={<PrintIcon />}
                data-testid="print-report"
              >
                {translate('portal.report.open')}
              </Button>
            </Box>
          )}
          <DischargedNote />
          {/* The flags and their acknowledgements sit at the top of the journey. */}
          {data && <ChargeAttentionPanel uuid={uuid} />}
          <Alert severity="info" variant="outlined">
            {translate('portal.journey.disclaimer')}{' '}
            {translate('portal.attention.legend.no_self_harm')}{' '}
            {translate('portal.journey.reliable_change_explained', {
              ...RELIABLE_CHANGE_POINTS,
              lookback: EPISODE_BASELINE_LOOKBACK_DAYS,
            })}
          </Alert>
          {data && <TimeZoneNote />}
          <JourneyEventsContext.Provider value={events}>
            <JourneyContent journey={data} state={state} onFullHistory={() => setHistory('full')} />
          </JourneyEventsContext.Provider>
        </Box>
      </JourneyEpisodesContext.Provider>
    </TimeZoneContext.Provider>
  );
}
