import { sql, type Kysely } from 'kysely';

/**
 * Sessions that end: each user's session version, carried in their access tokens and
 * compared with the users row the auth plugin loads anyway, so logout, a password change, a
 * deactivation or a role change stops every access token at once; and e-mail changes waiting
 * for the new address to confirm them, their token stored only as a digest.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN session_version integer NOT NULL DEFAULT 0`.execute(db);
  await sql`
    CREATE TABLE email_change_tokens (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      new_email text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX email_change_tokens_user_idx ON email_change_tokens (user_id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE email_change_tokens`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN session_version`.execute(db);
}
