import { sql, type Kysely } from 'kysely';

/**
 * Case notes written under a charge, and their amendments. A note holds its current values; once
 * its first 24 hours are over a change is an amendment row keeping who changed it, when, and the
 * previous and new value of each field changed (`changes`: `{field: {from, to}}`), so the note as
 * first written stays readable. A session's length and mode belong to sessions alone. Neither
 * table is deleted from by the portal: a clinical record is kept.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE case_notes (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      charge_id bigint NOT NULL REFERENCES charges (id) ON DELETE CASCADE,
      author_id bigint NOT NULL REFERENCES users (id),
      kind text NOT NULL CHECK (kind IN ('contact', 'session', 'supervision', 'event')),
      note_date date NOT NULL,
      session_minutes integer CHECK (session_minutes BETWEEN 1 AND 600),
      session_mode text CHECK (session_mode IN ('in_person', 'phone', 'video', 'message')),
      text text NOT NULL CHECK (length(text) BETWEEN 1 AND 4000),
      visibility text NOT NULL
        CHECK (visibility IN ('private', 'supporters', 'supporters_and_admins')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((kind = 'session') = (session_minutes IS NOT NULL)),
      CHECK ((kind = 'session') = (session_mode IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX case_notes_charge_idx ON case_notes (charge_id, note_date, id)`.execute(
    db,
  );
  await sql`
    CREATE TABLE case_note_amendments (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      note_id bigint NOT NULL REFERENCES case_notes (id) ON DELETE CASCADE,
      author_id bigint NOT NULL REFERENCES users (id),
      changes jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX case_note_amendments_note_idx ON case_note_amendments (note_id, id)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE case_note_amendments`.execute(db);
  await sql`DROP TABLE case_notes`.execute(db);
}
