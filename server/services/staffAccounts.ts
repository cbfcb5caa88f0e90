import type { Role } from '../../src/core/roles';
import type { Executor } from '../db/executor';
import type { User } from '../db/database';
import { hashPassword } from '../lib/passwords';
import { insertUser } from '../repositories/users';

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
      const caseManager = await trx
        .insertInto('case_managers')
        .values({ user_id: user.id, designation: account.designation ?? null })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const companyId of account.companyIds ?? []) {
        await trx
          .insertInto('case_manager_companies')
          .values({ case_manager_id: caseManager.id, company_id: companyId })
          .execute();
      }
    }
    return user;
  });
}
