import type { Kysely } from 'kysely';
import { createDatabase } from '../../../server/db/connect';
import type { Database } from '../../../server/db/database';
import { createStaffAccount } from '../../../server/services/staffAccounts';
import type { Role } from '../../../core/roles';
import { PASSWORD } from '../../api/support/testApp';

export { PASSWORD };

let counter = 0;

/** The test's own connection to the suite's PostgreSQL, to set up and to check behind the API. */
export function connect(url: string): Kysely<Database> {
  return createDatabase({ url, poolSize: 4 });
}

/** A staff account written straight to the database (as the API suites do), with its e-mail. */
export async function staff(
  db: Kysely<Database>,
  role: Role,
): Promise<{ email: string; id: number }> {
  counter += 1;
  const username = `fault-${role.toLowerCase()}${counter}-${Date.now()}`;
  const user = await createStaffAccount(db, {
    email: `${username}@example.org`,
    username,
    password: PASSWORD,
    firstName: 'Fault',
    lastName: `Tester${counter}`,
    role,
    isStaff: role === 'AD',
    isSuperuser: role === 'AD',
    hasAcceptedTerms: true,
  });
  return { email: user.email, id: user.id };
}
