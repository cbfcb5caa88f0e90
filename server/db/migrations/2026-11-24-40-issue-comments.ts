import { sql, type Kysely } from 'kysely';

/**
 * Comments on a feedback issue (its staff and its creator write them; the timeline
 * shows them with the status events), and the search of the issues list over title and text.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE issue_comments (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      issue_id bigint NOT NULL REFERENCES issues (id) ON DELETE CASCADE,
      author_id bigint NOT NULL REFERENCES users (id),
      text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX issue_comments_issue_idx ON issue_comments (issue_id, created_at, id)`.execute(
    db,
  );
  // The issues list searches title and text as it searches e-mails: trigram indexes where the
  // extension exists (migration 2026-11-21-20 loaded it then).
  const trigram = await sql<{ extname: string }>`
    SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`.execute(db);
  if (trigram.rows.length > 0) {
    await sql`CREATE INDEX issues_title_trgm_idx ON issues USING gin (title gin_trgm_ops)`.execute(
      db,
    );
    await sql`CREATE INDEX issues_text_trgm_idx ON issues USING gin (text gin_trgm_ops)`.execute(
      db,
    );
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are frozen in time
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS issues_text_trgm_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS issues_title_trgm_idx`.execute(db);
  await sql`DROP TABLE issue_comments`.execute(db);
}
