import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { RelativeDate } from '../../engine/RelativeDate';
import type { IssueComment } from '../../../core/generated/issue-comment';
import type { IssueEvent } from '../../../core/generated/issue-event';
import { timelineEntries, type TimelineEntry } from './issueTimelineEntries';

const EventEntry = ({ event }: { event: IssueEvent }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2" component="p">
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
    </>
  );
};

const CommentEntry = ({ comment }: { comment: IssueComment }) => {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="subtitle2" component="p" sx={{ overflowWrap: 'anywhere' }}>
        {translate('portal.issues.details.comment_by', { email: comment.author })}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {comment.text}
      </Typography>
    </>
  );
};

const entryKey = (entry: TimelineEntry, index: number) => `${entry.kind}-${entry.time}-${index}`;

/**
 * The issue's timeline, oldest first: its status changes (status, assigned to, assigned by) and
 * its comments (author and text), each with its time.
 */
export const IssueTimeline = ({
  events,
  comments,
}: {
  events: IssueEvent[];
  comments: IssueComment[];
}) => {
  const translate = useTranslate();
  const entries = timelineEntries(events, comments);
  return (
    <Box component="ol" aria-label={translate('portal.issues.details.events')} sx={{ m: 0, pl: 0 }}>
      {entries.map((entry, index) => (
        <Box
          component="li"
          key={entryKey(entry, index)}
          sx={{
            listStyle: 'none',
            borderLeft: 2,
            borderColor: entry.kind === 'comment' ? 'primary.main' : 'divider',
            pl: 2,
            pb: index < entries.length - 1 ? 2 : 0,
          }}
        >
          {entry.kind === 'event' ? (
            <EventEntry event={entry.event} />
          ) : (
            <CommentEntry comment={entry.comment} />
          )}
          <Typography variant="body2" color="text.secondary">
            <RelativeDate value={entry.time} />
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
