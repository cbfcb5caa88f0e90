import type { ReactElement } from 'react';

import type { PageName } from '../core/resourceDefinition';
import { lazyPage } from './lazyPage';

/**
 * The pages a definition may name in place of a generated one (`console.overrides`), each
 * loaded when first opened. A definition names them as data, so the server can read it too.
 */
export const pages: Record<PageName, ReactElement> = {
  UsersPage: lazyPage(() => import('../resources/users/UsersPage'), 'UsersPage'),
  ChargeDetails: lazyPage(
    () => import('../resources/charges/details/ChargeDetails'),
    'ChargeDetails',
  ),
  ChargeRequestDetails: lazyPage(
    () => import('../resources/chargeRequests/ChargeRequestDetails'),
    'ChargeRequestDetails',
  ),
  ChargeRequestCreatePage: lazyPage(
    () => import('../resources/chargeRequests/new/ChargeRequestCreatePage'),
    'ChargeRequestCreatePage',
  ),
  AccessCodeAddPage: lazyPage(
    () => import('../resources/accessCodes/AccessCodeAddPage'),
    'AccessCodeAddPage',
  ),
  AccessCodeDetails: lazyPage(
    () => import('../resources/accessCodes/AccessCodeDetails'),
    'AccessCodeDetails',
  ),
  MailDetails: lazyPage(() => import('../resources/mails/MailDetails'), 'MailDetails'),
  CaseManagerDetails: lazyPage(
    () => import('../resources/caseManagers/CaseManagerDetails'),
    'CaseManagerDetails',
  ),
};
