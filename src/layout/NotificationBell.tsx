import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

import type { NotificationUnreadCount } from '../../core/generated/notification-unread-count';
import { useApi } from '../app/ApiContext';
import { config } from '../config';

/**
 * The top bar's bell: the caller's unread notifications, counted, opening the inbox. The count
 * is asked again every `notificationPollMs` while the tab is shown (react-query pauses a hidden
 * tab's interval and asks at once when it shows again), and after any change to notifications
 * (mark read, mark all read share its `notifications` key). The count is the database's, so any
 * API process answers it.
 */
export const NotificationBell = ({ pollMs = config.notificationPollMs }: { pollMs?: number }) => {
  const translate = useTranslate();
  const { httpClient } = useApi();
  const { data } = useQuery({
    queryKey: ['notifications', 'unread-count'],
    queryFn: async () =>
      (await httpClient<NotificationUnreadCount>('notifications/unread-count/')).json.unread,
    refetchInterval: pollMs,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
  const unread = data ?? 0;
  const label =
    unread > 0
      ? translate('portal.notifications.bell', { smart_count: unread })
      : translate('portal.notifications.bell_none');
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to="/notifications" aria-label={label} color="inherit">
        {/* The whole count, as the name says it (a "99+" would not be in the name). */}
        <Badge badgeContent={unread} color="error" max={Number.MAX_SAFE_INTEGER}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
};
