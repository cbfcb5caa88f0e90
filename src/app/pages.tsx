import { useEffect, type ComponentType, type ReactElement } from 'react';
import { useLocation } from 'react-router-dom';

import type { PageName, ResourceDefinition } from '../../core/resourceDefinition';
import { useDefinitions } from './DefinitionsContext';
import { lazyPage } from './lazyPage';

/** Each named page's module: fetched when the page is first opened, or preloaded. */
const modules: { [Name in PageName]: () => Promise<Record<Name, ComponentType>> } = {
  UsersPage: () => import('../resources/users/UsersPage'),
  ChargeDetails: () => import('../resources/charges/details/ChargeDetails'),
  ChargeRequestDetails: () => import('../resources/chargeRequests/ChargeRequestDetails'),
  ChargeRequestCreatePage: () => import('../resources/chargeRequests/new/ChargeRequestCreatePage'),
  AccessCodeAddPage: () => import('../resources/accessCodes/AccessCodeAddPage'),
  AccessCodeDetails: () => import('../resources/accessCodes/AccessCodeDetails'),
  MailDetails: () => import('../resources/mails/MailDetails'),
  CaseManagerDetails: () => import('../resources/caseManagers/CaseManagerDetails'),
  UserAccountDetails: () => import('../resources/users/UserAccountDetails'),
  ProgressReportPage: () => import('../report/ProgressReportPage'),
};

const page = <Name extends PageName>(name: Name) => lazyPage(modules[name], name);

/**
 * The pages a definition may name in place of a generated one (`console.overrides`), each
 * loaded when first opened. A definition names them as data, so the server can read it too.
 */
export const pages: Record<PageName, ReactElement> = {
  UsersPage: page('UsersPage'),
  ChargeDetails: page('ChargeDetails'),
  ChargeRequestDetails: page('ChargeRequestDetails'),
  ChargeRequestCreatePage: page('ChargeRequestCreatePage'),
  AccessCodeAddPage: page('AccessCodeAddPage'),
  AccessCodeDetails: page('AccessCodeDetails'),
  MailDetails: page('MailDetails'),
  CaseManagerDetails: page('CaseManagerDetails'),
  UserAccountDetails: page('UserAccountDetails'),
  ProgressReportPage: page('ProgressReportPage'),
};

/** The named list page of the resource at `pathname` (`/users`), fetched now. */
export function preloadListPage(
  pathname: string,
  definitions: readonly ResourceDefinition[],
): void {
  const resource = pathname.split('/')[1];
  const name = definitions.find((definition) => definition.name === resource)?.console?.overrides
    ?.list;
  if (name) {
    void modules[name]();
  }
}

/**
 * The users list on a phone: a list page's chunk is fetched beside the profile the
 * route guard waits for, not after it. Rendered once beside the admin; it follows the location.
 */
export const ListPagePreload = () => {
  const { pathname } = useLocation();
  const definitions = useDefinitions();
  useEffect(() => preloadListPage(pathname, definitions), [pathname, definitions]);
  return null;
};
