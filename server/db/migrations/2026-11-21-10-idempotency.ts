import { sql, type Kysely } from 'kysely';

/** Stored answers of POSTs sent with an Idempotency-Key, so a retry never creates twice. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE idempotency_keys (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      scope text NOT NULL,
      key text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
      request_hash text NOT NULL,
      status_code integer,
      response_body text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (scope, key)
    )`.execute(db);
  await sql`CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE idempotency_keys`.execute(db);
}
