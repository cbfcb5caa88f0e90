import type { ReactElement } from 'react';

import { caseManagers } from '../../../resources/caseManagers';
import { chargeRequests } from '../../../resources/chargeRequests';
import { charges } from '../../../resources/charges';
import { users } from '../../../resources/users';
import { ResourceList } from '../../engine/ResourceList';
import { CaseManagersTab } from '../caseManagers/CaseManagersTab';
import { ChargeRequestsList } from '../chargeRequests/ChargeRequestsList';
import { ChargesList } from '../charges/ChargesList';

export interface UsersTab {
  /** i18n key of the tab's label. */
  label: string;
  /** i18n key of the tab's tooltip, if any. */
  tooltip?: string;
  /** The resource its list shows, whose kept list state a click on the tab restores. */
  resource: string;
  content: ReactElement;
}

/** Spec section 2: administrators see Case Managers and Users. */
export const adminTabs: UsersTab[] = [
  {
    label: 'portal.users_page.tabs.case_managers',
    resource: caseManagers.name,
    content: <CaseManagersTab />,
  },
  {
    label: 'portal.users_page.tabs.users',
    resource: users.name,
    content: <ResourceList definition={users} />,
  },
];

/** Everyone else: My Users (managed charges) and Consent Requests (charge requests), with tooltips. */
export const staffTabs: UsersTab[] = [
  {
    label: 'portal.charges.tabs.my_users',
    tooltip: 'portal.charges.tabs.my_users_tooltip',
    resource: charges.name,
    content: <ChargesList />,
  },
  {
    label: 'portal.charges.tabs.consent_requests',
    tooltip: 'portal.charges.tabs.consent_requests_tooltip',
    resource: chargeRequests.name,
    content: <ChargeRequestsList />,
  },
];
