import { sql, type Kysely } from 'kysely';

/**
 * A failed mail keeps the SMTP reply code of its last failure beside its text: whether a resend
 * can help follows from it (core/mailFailure.ts: 5yz is permanent). Mails failed before are
 * read from the code their recorded answer starts with.
 */
const statements = [
  `ALTER TABLE mails ADD COLUMN last_error_code integer
    CHECK (last_error_code BETWEEN 200 AND 599)`,
  `UPDATE mails SET last_error_code = substring(last_error from '^([2-5][0-9][0-9])')::integer
    WHERE last_error ~ '^[2-5][0-9][0-9]([^0-9]|$)'`,
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) {
    await sql.raw(statement).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE mails DROP COLUMN last_error_code`.execute(db);
}
