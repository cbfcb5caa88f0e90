import { sql, type Kysely } from 'kysely';

/**
 * An idempotency key's lease: the request that claimed it holds it until `lease_until`; a key
 * still unanswered after that (its process died mid-write) may be claimed again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE idempotency_keys
      ADD COLUMN lease_until timestamptz NOT NULL DEFAULT now() + interval '1 minute'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE idempotency_keys DROP COLUMN lease_until`.execute(db);
}
