import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { SessionsSummary } from '../../../core/generated/sessions-summary';
import { RECENT_DAYS } from '../../../core/recentPeriods';
import { Figure } from '../../shared/Figure';
import { sinceDays, wallDay } from '../calendar/calendar';
import { formatDay } from '../../engine/formatDate';
import { useTimeZone } from '../../shared/TimeZoneContext';

/**
 * Spec section 2: total, yesterday, last 7 days and last 30 days, each with its since date: the
 * portal's calendar day each count starts on, whatever the browser's zone.
 */
export const SessionTiles = ({ summary }: { summary: SessionsSummary }) => {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const since = sinceDays(timeZone);
  const first = summary.firstSessionDate ? wallDay(summary.firstSessionDate, timeZone) : null;
  const note = (day: Date | null) =>
    day === null
      ? undefined
      : translate('portal.journey.since', { date: formatDay(day, translate) });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }} data-testid="session-tiles">
      <Figure label="portal.journey.sessions.total" value={summary.total} note={note(first)} />
      <Figure
        label="portal.journey.sessions.yesterday"
        value={summary.fromYesterday}
        note={note(since.yesterday)}
      />
      <Figure
        label="portal.journey.sessions.last_days"
        labelArgs={{ days: RECENT_DAYS.week }}
        value={summary.fromLastWeek}
        note={note(since.last7)}
      />
      <Figure
        label="portal.journey.sessions.last_days"
        labelArgs={{ days: RECENT_DAYS.month }}
        value={summary.fromLastMonth}
        note={note(since.last30)}
      />
    </Box>
  );
};
