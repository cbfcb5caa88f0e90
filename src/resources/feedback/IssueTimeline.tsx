import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { RelativeDate } from '../../engine/RelativeDate';
import type { IssueEvent } from '../../types/generated/issue-event';

/** The issue's events, oldest first: status, assigned to, assigned by and time. */
export const IssueTimeline = ({ events }: { events: IssueEvent[] }) => {
  const translate = useTranslate();
  return (
    <Box component="ol" aria-label={translate('portal.issues.details.events')} sx={{ m: 0, pl: 0 }}>
      {events.map((event, index) => (
        <Box
          component="li"
          key={`${event.time}-${index}`}
          sx={{
            listStyle: 'none',
            borderLeft: 2,
            borderColor: 'divider',
            pl: 2,
            pb: index < events.length - 1 ? 2 : 0,
          }}
        >
          <Typography variant="subtitle2">
            {translate(`portal.issues.status.${event.status}`)}
          </Typography>
          {event.assignedTo && (
            <Typography variant="body2">
              {translate('portal.issues.details.assigned_to', { email: event.assignedTo })}
            </Typography>
          )}
          {event.assignedBy && (
            <Typography variant="body2" color="text.secondary">
              {translate('portal.issues.details.assigned_by', { email: event.assignedBy })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            <RelativeDate value={event.time} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
