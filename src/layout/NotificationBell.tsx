import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, Tooltip } from '@mui/material';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

import type { NotificationUnreadCount } from '../../core/generated/notification-unread-count';
import { useApi } from '../app/ApiContext';
import { config } from '../config';

/**
 * The top bar's bell: the caller's unread notifications, counted, opening the inbox. The count
 * is asked again every `notificationPollMs` while the tab is shown (react-query pauses a hidden
 * tab's interval and asks at once when it shows again). The count is the database's, so any API
 * process answers it.
 */
export const NotificationBell = ({ pollMs = config.notificationPollMs }: { pollMs?: number }) => {
  // Its queries live apart from react-admin's: the top bar's loading indicator spins while any
  // query of that client fetches, and a poll is no page loading.
  const [queries] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queries}>
      <UnreadBell pollMs={pollMs} />
    </QueryClientProvider>
  );
};

const UnreadBell = ({ pollMs }: { pollMs: number }) => {
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
        {/* The whole count, as the name says it (a "99+" would not be in the name); no badge at
            all when none is unread, since a hidden badge keeps its "0" in the link's text. */}
        {unread > 0 ? (
          <Badge badgeContent={unread} color="error" max={Number.MAX_SAFE_INTEGER}>
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsIcon />
        )}
      </IconButton>
    </Tooltip>
  );
};
