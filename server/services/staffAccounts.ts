import type { Role } from '../../core/roles';
import type { Executor } from '../db/executor';
import type { User } from '../db/database';
import { hashPassword } from '../lib/passwords';
import { addCaseManagerToCompany, insertCaseManager } from '../repositories/caseManagers';
import { insertUser } from '../repositories/users';
import { requestLanguage } from '../lib/translate';

export interface NewStaffAccount {
  email: string;
  username: string;
  password: string;
  firstName: string | null;
  lastName: string | null;
  role: Role;
  isSuperuser?: boolean;
  isStaff?: boolean;
  hasAcceptedTerms?: boolean;
  designation?: string | null;
  companyIds?: number[];
}

/** A portal user; everyone but a pure administrator also gets a case-manager record. */
export async function createStaffAccount(db: Executor, account: NewStaffAccount): Promise<User> {
  const passwordHash = await hashPassword(account.password);
  return db.transaction().execute(async (trx) => {
    const user = await insertUser(trx, {
      language: requestLanguage() ?? null,
      email: account.email,
      username: account.username,
      password_hash: passwordHash,
      first_name: account.firstName,
      last_name: account.lastName,
      role: account.role,
      is_superuser: account.isSuperuser ?? false,
      is_staff: account.isStaff ?? false,
      has_accepted_terms: account.hasAcceptedTerms ?? false,
    });
    if (account.role !== 'AD') {
      const caseManagerId = await insertCaseManager(trx, user.id, account.designation ?? null);
      for (const companyId of account.companyIds ?? []) {
        await addCaseManagerToCompany(trx, caseManagerId, companyId);
      }
    }
    return user;
  });
}
