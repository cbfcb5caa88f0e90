import type { Role } from './roles';

/**
 * Who may give an account which role (`role` of `PATCH users/{uuid}/` and
 * `case-managers/{uuid}/`). The server refuses by `roleChangeRefusal` and the portal offers only
 * the roles it allows, so a change that would not take effect is never answered as made.
 */

/** What the rule reads of the account changed and of the administrator changing it. */
export interface RoleChangeSubject {
  /** An app user (a client), who has no portal role. */
  isClient: boolean;
  /** A superuser or a staff account: an administrator whatever role is stored. */
  adminByFlag: boolean;
  /** The role the account acts with (a superuser's is AD). */
  role: Role | null;
  /** Whether the administrator making the change is a superuser. */
  actorIsSuperuser: boolean;
}

/** Why a role cannot be given: the i18n key of its message and the status it answers. */
export interface RoleChangeRefusal {
  message: string;
  status: 403 | 409;
}

/** The refusal of giving `account` the role `role`, or null when it may be given. */
export function roleChangeRefusal(
  account: RoleChangeSubject,
  role: Role,
): RoleChangeRefusal | null {
  if (role === account.role) {
    return null;
  }
  if (account.isClient) {
    return { message: 'portal.accounts.api.client_no_role', status: 409 };
  }
  // Administrators are kept from demoting one another; a superuser settles it.
  if (account.role === 'AD' && !account.actorIsSuperuser) {
    return { message: 'portal.accounts.api.admin_role_superuser_only', status: 403 };
  }
  // The stored role would change and the account would stay an administrator.
  if (account.adminByFlag) {
    return { message: 'portal.accounts.api.admin_by_flag', status: 409 };
  }
  return null;
}
