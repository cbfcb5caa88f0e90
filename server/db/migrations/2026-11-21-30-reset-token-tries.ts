import { sql, type Kysely } from 'kysely';

/**
 * Password-reset tokens lock after a few wrong tries: a token's first characters are a selector
 * (not secret) that a wrong secret is counted against.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE password_reset_tokens
      ADD COLUMN selector text,
      ADD COLUMN failed_attempts integer NOT NULL DEFAULT 0`.execute(db);
  await sql`CREATE INDEX password_reset_tokens_selector_idx ON password_reset_tokens (selector)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE password_reset_tokens DROP COLUMN selector, DROP COLUMN failed_attempts`.execute(
    db,
  );
}
