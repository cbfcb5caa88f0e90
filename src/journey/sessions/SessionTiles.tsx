import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

import { formatDate } from '../../engine/formatDate';
import type { SessionsSummary } from '../../types/generated/sessions-summary';
import { Figure } from '../../shared/Figure';
import { sinceDates } from './sinceDates';

/** Spec section 2: total, yesterday, last 7 days and last 30 days, each with its since date. */
export const SessionTiles = ({ summary }: { summary: SessionsSummary }) => {
  const translate = useTranslate();
  const since = sinceDates();
  const note = (date: Date | string | null) =>
    date === null
      ? undefined
      : translate('portal.journey.since', {
          date: formatDate(typeof date === 'string' ? date : date.toISOString(), translate),
        });
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Figure
        label="portal.journey.sessions.total"
        value={summary.total}
        note={note(summary.firstSessionDate)}
      />
      <Figure
        label="portal.journey.sessions.yesterday"
        value={summary.fromYesterday}
        note={note(since.yesterday)}
      />
      <Figure
        label="portal.journey.sessions.last7"
        value={summary.fromLastWeek}
        note={note(since.last7)}
      />
      <Figure
        label="portal.journey.sessions.last30"
        value={summary.fromLastMonth}
        note={note(since.last30)}
      />
    </Box>
  );
};
