/**
 * The i18n key of each stored value the portal translates for display: the value
 * itself is what the API stores and answers, the key is what the reader sees. Columns of type
 * `choice` use these maps; a value not listed is shown as stored.
 */
import type { FilterDefinition } from './resourceDefinition';
import { ROLES } from './roles';

export const GENDER_LABELS: Record<string, string> = {
  Female: 'portal.enumerations.gender.female',
  Male: 'portal.enumerations.gender.male',
};

/** The default designations (server/repositories/designations.ts DEFAULT_DESIGNATIONS). */
export const DESIGNATION_LABELS: Record<string, string> = {
  'Case manager': 'portal.enumerations.designation.case_manager',
  OT: 'portal.enumerations.designation.ot',
};

/** An account's `isActive`: active, or deactivated by an administrator. */
export const ACCOUNT_STATUS: Record<string, string> = {
  true: 'portal.accounts.status.true',
  false: 'portal.accounts.status.false',
};

/** The account lists' status filter: active or deactivated accounts only. */
export const ACCOUNT_STATUS_FILTER: FilterDefinition = {
  field: 'isActive',
  kind: 'choice',
  options: Object.keys(ACCOUNT_STATUS),
  labels: ACCOUNT_STATUS,
};

/** An account's `secondFactor`: whether sign-in asks for a code after the password. */
export const SECOND_FACTOR_STATUS: Record<string, string> = {
  true: 'portal.accounts.second_factor.true',
  false: 'portal.accounts.second_factor.false',
};

/** An account's `isClient`: an app user (a client), or a member of the portal's staff. */
export const ACCOUNT_KIND: Record<string, string> = {
  true: 'portal.accounts.kind.client',
  false: 'portal.accounts.kind.staff',
};

/** Role codes (spec section 6), each with its translated label. */
export const ROLE_LABELS: Record<string, string> = Object.fromEntries(
  ROLES.map((role) => [role, `portal.profile.role_labels.${role}`]),
);
