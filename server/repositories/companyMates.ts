import { sql } from 'kysely';
import { companyMates } from '../../resources/companyMates';
import type { Executor } from '../db/executor';
import { defineListSource } from '../lib/listQuery';

const fullName = sql<string>`concat_ws(' ', u.first_name, u.last_name)`;

/** The company mates list's declared fields as SQL (resources/companyMates.ts). */
export const companyMateListSource = defineListSource({
  definition: companyMates,
  sort: { name: fullName },
  search: { email: sql.ref('u.email'), name: fullName },
  filter: {},
  tieBreaker: sql.ref('cm.id'),
});

/** Active case managers sharing a company with case manager `me` (0: nobody), `me` left out. */
export function companyMateRows(db: Executor, me: number) {
  return db
    .selectFrom('case_managers as cm')
    .innerJoin('users as u', 'u.id', 'cm.user_id')
    .select(['cm.uuid', fullName.as('name'), 'u.email', 'cm.designation'])
    .where('cm.id', '!=', me)
    .where('u.is_active', '=', true)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('case_manager_companies as mine')
          .innerJoin('case_manager_companies as theirs', 'theirs.company_id', 'mine.company_id')
          .select('mine.company_id')
          .where('mine.case_manager_id', '=', me)
          .whereRef('theirs.case_manager_id', '=', 'cm.id'),
      ),
    );
}

/** Which of `uuids` are company mates of case manager `me` (the charge request's others). */
export async function companyMateUuids(
  db: Executor,
  me: number,
  uuids: string[],
): Promise<Set<string>> {
  if (uuids.length === 0) {
    return new Set();
  }
  const rows = await companyMateRows(db, me).where('cm.uuid', 'in', uuids).execute();
  return new Set(rows.map((row) => row.uuid));
}

/** The company mate of case manager `me` with this e-mail, if any: one `me` can already see. */
export function findCompanyMateByEmail(db: Executor, me: number, email: string) {
  return companyMateRows(db, me)
    .select('cm.id')
    .where(sql<boolean>`lower(u.email) = lower(${email})`)
    .executeTakeFirst();
}
