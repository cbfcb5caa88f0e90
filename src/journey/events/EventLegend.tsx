import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { formatDay } from '../../engine/formatDate';
import type { JourneyEvent } from './journeyEvents';

/** Under a chart: each event marked on it, by its number, day and text. */
export const EventLegend = ({ events }: { events: JourneyEvent[] }) => {
  const translate = useTranslate();
  if (events.length === 0) {
    return null;
  }
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }} data-testid="event-legend">
      {events.map((event) => (
        <Typography key={event.id} component="li" variant="caption" color="text.secondary">
          <Box component="span" sx={{ fontWeight: 600, color: 'text.primary', mr: 0.75 }}>
            {event.label}
          </Box>
          {formatDay(event.date, translate)}:{' '}
          {translate('portal.case_notes.event_marker', { text: event.text })}
        </Typography>
      ))}
    </Box>
  );
};
