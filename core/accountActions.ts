/**
 * What an administrator posts on one account (`<resource>/{uuid}/<action>/`, for case managers
 * and users alike): mail a password reset, or reset a second factor its owner lost. Both
 * resources declare `ACCOUNT_ACTIONS` (core/accountActionDefinitions.ts); the rule `accountActionRefusal` refuses them in the API
 * and disables them in the portal (core/recordRules.ts names it).
 */
export type AccountAction = 'password-reset' | 'second-factor-reset';

/** What the actions' rules read of an account. */
export interface AccountActionSubject {
  isActive: boolean;
  /** An app user, who has no portal password. */
  isClient: boolean;
  secondFactor: boolean;
  /** The signed-in administrator's own account. */
  own: boolean;
}

/** Why an action cannot be taken: the i18n key of its message and the status it answers. */
export interface AccountActionRefusal {
  message: string;
  status: 400 | 409;
}

/** The refusal of `action` on `account`, or null when it may be taken. */
export function accountActionRefusal(
  action: AccountAction,
  account: AccountActionSubject,
): AccountActionRefusal | null {
  if (action === 'password-reset') {
    // An app user has no portal password: the app resets its own.
    if (account.isClient) {
      return { message: 'portal.accounts.api.client_no_reset', status: 400 };
    }
    return account.isActive
      ? null
      : { message: 'portal.accounts.api.inactive_no_reset', status: 400 };
  }
  // Their own factor an administrator changes on their profile, where the password is asked.
  if (account.own) {
    return { message: 'portal.accounts.api.own_second_factor', status: 400 };
  }
  // The reset's mail says to log in with the password, which a deactivated account cannot.
  if (!account.isActive) {
    return { message: 'portal.accounts.api.inactive_no_second_factor_reset', status: 400 };
  }
  return account.secondFactor
    ? null
    : { message: 'portal.accounts.api.no_second_factor', status: 409 };
}
