import { sql, type Kysely } from 'kysely';

/**
 * A second factor being set up waits in its own column, so starting a setup no longer
 * turns the confirmed factor off (which let a session drop it without the password that
 * users/mfa/disable/ asks for). Secrets pending until now move there.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN mfa_pending_secret_sealed text`.execute(db);
  await sql`
    UPDATE users SET mfa_pending_secret_sealed = mfa_secret_sealed, mfa_secret_sealed = NULL
    WHERE mfa_enabled_at IS NULL AND mfa_secret_sealed IS NOT NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    UPDATE users SET mfa_secret_sealed = mfa_pending_secret_sealed
    WHERE mfa_enabled_at IS NULL AND mfa_pending_secret_sealed IS NOT NULL`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN mfa_pending_secret_sealed`.execute(db);
}
