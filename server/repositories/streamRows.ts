import { randomBytes } from 'node:crypto';
import { sql, type SelectQueryBuilder } from 'kysely';
import { canStream } from '../db/connect';
import type { Executor } from '../db/executor';

/**
 * The rows of a query in batches of `size`, read from the database as they are consumed, so a
 * 100,000-row export holds one batch in memory, whatever the database:
 *
 * - PostgreSQL streams through a cursor (pg-cursor) on one pooled connection, released when the
 *   consumer stops (the export ends or the client leaves);
 * - PGlite cannot stream, so the query becomes a named `WITH HOLD` cursor: one snapshot that
 *   later statements fetch from in batches. Being a session cursor, it holds no transaction (on
 *   PGlite a transaction would lock every other request out until the export ends), and the
 *   database keeps its rows (spilling to its own temporary files), not this process.
 */
export async function* streamRows<DB, TB extends keyof DB, Row>(
  db: Executor,
  query: SelectQueryBuilder<DB, TB, Row>,
  size: number,
): AsyncGenerator<Row[]> {
  if (canStream(db)) {
    let batch: Row[] = [];
    for await (const row of query.stream(size)) {
      batch.push(row);
      if (batch.length >= size) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) {
      yield batch;
    }
    return;
  }
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
