import { sql, type Kysely } from 'kysely';

/**
 * The audit-log page: newest first, whole or of one action, through an index each
 * (the actor index of the domain migration serves a person's events).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX audit_log_at_idx ON audit_log (at DESC, id)`.execute(db);
  await sql`CREATE INDEX audit_log_action_at_idx ON audit_log (action, at DESC, id)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX audit_log_action_at_idx`.execute(db);
  await sql`DROP INDEX audit_log_at_idx`.execute(db);
}
