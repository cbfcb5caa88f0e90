import { Notification, type NotificationProps } from 'react-admin';

import { SNACKBAR_MS } from './constants';

/** react-admin's snackbar with the spec's 5000 ms default (react-admin's own is 4000). */
export const PortalNotification = (props: NotificationProps) => (
  <Notification autoHideDuration={SNACKBAR_MS} {...props} />
);
