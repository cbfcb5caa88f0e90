import { sql, type Kysely } from 'kysely';

/**
 * Secrets never stored, mail quotas, second factor:
 * - `mails.secret_sealed`: the one-time secret of a mail (reset token, invitation code), sealed
 *   with the server's key; the stored bodies hold a mask in its place, and delivery unseals it,
 *   sends, and clears the column, so a delivered mail row holds no secret at all.
 * - `mails.requested_by`: the user whose action queued the mail, for the per-user mail quota.
 * - `users.mfa_*`: the second factor (TOTP): the sealed secret (pending until confirmed), when it
 *   was confirmed, the hashed recovery codes and the last time step used (no replay).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE mails
      ADD COLUMN secret_sealed text,
      ADD COLUMN requested_by bigint REFERENCES users (id) ON DELETE SET NULL`.execute(db);
  await sql`CREATE INDEX mails_requested_by_idx ON mails (requested_by, created_at)
            WHERE requested_by IS NOT NULL`.execute(db);
  await sql`CREATE INDEX invitations_invited_by_created_idx ON invitations (invited_by, created_at)`.execute(
    db,
  );
  await sql`
    ALTER TABLE users
      ADD COLUMN mfa_secret_sealed text,
      ADD COLUMN mfa_enabled_at timestamptz,
      ADD COLUMN mfa_recovery_hashes text[] NOT NULL DEFAULT '{}',
      ADD COLUMN mfa_last_step bigint`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX invitations_invited_by_created_idx`.execute(db);
  await sql`
    ALTER TABLE users
      DROP COLUMN mfa_secret_sealed, DROP COLUMN mfa_enabled_at,
      DROP COLUMN mfa_recovery_hashes, DROP COLUMN mfa_last_step`.execute(db);
  await sql`ALTER TABLE mails DROP COLUMN secret_sealed, DROP COLUMN requested_by`.execute(db);
}
