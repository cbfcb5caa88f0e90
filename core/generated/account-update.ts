/* Generated from schemas/account-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Email } from './email';
import type { Role } from './role';

/**
 * PATCH users/{uuid}/ and case-managers/{uuid}/ (administrators): only the fields that change. `companies` (ids) applies to case managers only; `isActive: false` deactivates the account and ends its sessions, `true` reactivates it. A name sent null or blank is cleared, except a case manager's: their names are required (400). `role` follows the role rules (core/accountRoles.ts): 403 for a role this administrator may not give, 409 for one that would not take effect or an app user's account.
 */
export interface AccountUpdate {
  firstName?: string | null;
  lastName?: string | null;
  email?: Email;
  role?: Role;
  /**
   * @maxItems 100
   */
  companies?: number[];
  /**
   * False once an administrator deactivated the account: it cannot sign in.
   */
  isActive?: boolean;
}
