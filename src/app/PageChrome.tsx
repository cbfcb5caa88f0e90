import { DocumentTitle } from '../i18n/DocumentTitle';
import { PortalNotification } from '../shared/PortalNotification';

/** Rendered once on every page, signed in or not: the notifications and the tab's title. */
export const PageChrome = () => (
  <>
    <PortalNotification />
    <DocumentTitle />
  </>
);
