import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** A key answers its replays for a day, then is forgotten (and may be used again). */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;
/**
 * How long a claimed key with no answer holds off a retry. A key is claimed in its write's own
 * transaction and answered before that commits, so none is left unanswered but by a process of an
 * older release (during an upgrade); a retry takes such a key over once its lease is over.
 */
export const IDEMPOTENCY_LEASE_SECONDS = 60;

const secondsAgo = (seconds: number) => sql<Date>`now() - make_interval(secs => ${seconds})`;

export interface IdempotencyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

/** Forgets every caller's keys older than a day. */
export async function forgetExpiredIdempotencyKeys(db: Executor): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', secondsAgo(IDEMPOTENCY_KEY_TTL_SECONDS))
    .execute();
}

/**
 * Holds a caller's key until the end of the transaction, or false when another transaction (a
 * request with the same key still running) holds it: a lock rather than the key's row, whose
 * insert would wait for the other request to end.
 */
export async function holdIdempotencyKey(db: Executor, scope: string, key: string) {
  const { rows } = await sql<{ held: boolean }>`
    SELECT pg_try_advisory_xact_lock(hashtextextended(${`${scope}\n${key}`}, 0)) AS held
  `.execute(db);
  return rows[0]?.held === true;
}

/**
 * Records a first use of a key for its caller: its id, or undefined when the key is stored
 * already. A key whose request never answered within its lease is taken over.
 */
export async function claimIdempotencyKey(
  db: Executor,
  claim: IdempotencyClaim,
): Promise<number | undefined> {
  await db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', claim.scope)
    .where('key', '=', claim.key)
    .where('status_code', 'is', null)
    .where('lease_until', '<', sql<Date>`now()`)
    .execute();
  const row = await db
    .insertInto('idempotency_keys')
    .values({
      scope: claim.scope,
      key: claim.key,
      request_hash: claim.requestHash,
      lease_until: sql<Date>`now() + make_interval(secs => ${IDEMPOTENCY_LEASE_SECONDS})`,
    })
    .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** A caller's stored key: the request it was first used for and, once answered, its answer. */
export function findIdempotencyKey(db: Executor, scope: string, key: string) {
  return db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('scope', '=', scope)
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
}

/** Keeps the answer given to a key's first request, to answer its replays. */
export async function storeIdempotentAnswer(
  db: Executor,
  id: number,
  statusCode: number,
  body: string,
): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response_body: body })
    .where('id', '=', id)
    .execute();
}

/** Forgets a key whose answer cannot be kept (a stream), so a retry runs again. */
export async function forgetIdempotencyKey(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('id', '=', id).execute();
}
