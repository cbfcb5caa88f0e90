import type { Executor } from '../../db/executor';

/**
 * Runs `work` in a transaction, joining the caller's when there is one: the routes call these
 * services on the pool, the demo seed inside its own transaction, and Kysely cannot nest them.
 */
export function inTransaction<T>(db: Executor, work: (trx: Executor) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
