import type { ReactElement } from 'react';

import { users } from '../../../resources/users';
import { ResourceList } from '../../engine/ResourceList';
import { CaseManagersTab } from '../caseManagers/CaseManagersTab';

export interface UsersTab {
  /** i18n key of the tab's label. */
  label: string;
  /** i18n key of the tab's tooltip, if any. */
  tooltip?: string;
  content: ReactElement;
}

/** Spec section 2: administrators see Case Managers and Users. */
export const adminTabs: UsersTab[] = [
  { label: 'portal.users_page.tabs.case_managers', content: <CaseManagersTab /> },
  { label: 'portal.users_page.tabs.users', content: <ResourceList definition={users} /> },
];

/**
 * Extension point: everyone else gets My Users (managed charges) and Consent Requests (charge
 * requests), each with a tooltip (spec section 2). Issue 5 adds them here; until then the page
 * shows its empty state to non-administrators.
 */
export const staffTabs: UsersTab[] = [];
