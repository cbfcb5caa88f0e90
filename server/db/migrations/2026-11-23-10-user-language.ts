import { sql, type Kysely } from 'kysely';

/**
 * Each user's language, for the mails the API sends them: the language of the
 * request that created the account, then of each sign-in. Null (unknown) reads as English.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN language text CONSTRAINT users_language_check CHECK (language IN ('en', 'zu'))`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN language`.execute(db);
}
