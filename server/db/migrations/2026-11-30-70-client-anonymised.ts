import { sql, type Kysely } from 'kysely';

/**
 * When a client was anonymised (services/clientRecords/anonymise.ts): the record stays, with its
 * scores and dates, so the lists and outcome figures still count it; the retention job passes
 * over a client already anonymised and the portal says the account is.
 */
const statements = [`ALTER TABLE charges ADD COLUMN anonymised_at timestamptz`];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE charges DROP COLUMN anonymised_at`.execute(db);
}
