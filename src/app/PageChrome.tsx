import { lazy, Suspense } from 'react';

import { DocumentTitle } from '../i18n/DocumentTitle';

/**
 * The snackbar is no part of a first paint (issue 17: the login page's first load): its chunk
 * follows the page, and a notification raised before it arrives waits in react-admin's queue.
 */
const PortalNotification = lazy(async () => ({
  default: (await import('../shared/PortalNotification')).PortalNotification,
}));

/** Rendered once on every page, signed in or not: the notifications and the tab's title. */
export const PageChrome = () => (
  <>
    <Suspense fallback={null}>
      <PortalNotification />
    </Suspense>
    <DocumentTitle />
  </>
);
