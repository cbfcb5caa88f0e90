import type { Company } from '../../../core/generated/company';
import type { Role } from '../../../core/generated/role';

/** What an administrator's account actions read of a case manager's or an account's record. */
export interface AccountRecord {
  /** The account's user id: the signed-in administrator's own account is told by it. */
  id: number;
  uuid: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: Role | null;
  isActive: boolean;
  secondFactor: boolean;
  /** A case manager's companies; absent on an account's page, which does not change them. */
  companies?: Company[];
  /** An app user: no role, and no portal password to reset. */
  isClient?: boolean;
}

/** The name an account is called by: its full name, or its e-mail when it has none. */
export function accountName(record: AccountRecord): string {
  return [record.firstName, record.lastName].filter(Boolean).join(' ').trim() || record.email;
}
