import { randomBytes } from 'node:crypto';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Executor } from '../db/executor';

/** What Kysely's PGlite driver answers `stream()` with: it has no cursor of its own. */
const NO_STREAMING = /streaming is not supported/i;

/**
 * The rows of a query in batches of `size`, read from the database as they are consumed, so a
 * 100,000-row export holds one batch in memory, whatever the database:
 *
 * - PostgreSQL streams through a cursor (pg-cursor, db/connect.ts) on one pooled connection,
 *   released when the consumer stops (the export ends or the client leaves);
 * - PGlite cannot stream, so the query becomes a named `WITH HOLD` cursor on its one connection:
 *   one snapshot that later statements fetch from in batches. Being a session cursor, it holds
 *   no transaction (on PGlite a transaction would lock every other request out until the export
 *   ends), and the database keeps its rows (spilling to its own files), not this process.
 */
export async function* streamRows<DB, TB extends keyof DB, Row>(
  db: Executor,
  query: SelectQueryBuilder<DB, TB, Row>,
  size: number,
): AsyncGenerator<Row[]> {
  const rows = query.stream(size)[Symbol.asyncIterator]();
  let next: IteratorResult<Row>;
  try {
    next = await rows.next();
  } catch (error) {
    if (error instanceof Error && NO_STREAMING.test(error.message)) {
      yield* heldCursorRows(db, query, size);
      return;
    }
    throw error;
  }
  try {
    let batch: Row[] = [];
    for (; !next.done; next = await rows.next()) {
      batch.push(next.value);
      if (batch.length >= size) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) {
      yield batch;
    }
  } finally {
    // A consumer that stops early (the client left) closes the cursor and frees its connection.
    await rows.return?.();
  }
}

async function* heldCursorRows<DB, TB extends keyof DB, Row>(
  db: Executor,
  query: SelectQueryBuilder<DB, TB, Row>,
  size: number,
): AsyncGenerator<Row[]> {
  const cursor = sql.id(`list_export_${randomBytes(8).toString('hex')}`);
  await sql`DECLARE ${cursor} NO SCROLL CURSOR WITH HOLD FOR ${query}`.execute(db);
  try {
    for (;;) {
      const { rows } = await sql<Row>`FETCH ${sql.raw(String(size))} FROM ${cursor}`.execute(db);
      if (rows.length === 0) {
        return;
      }
      yield rows;
    }
  } finally {
    await sql`CLOSE ${cursor}`.execute(db);
  }
}
