import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** A key answers its replays for a day, then is forgotten (and may be used again). */
export const IDEMPOTENCY_KEY_TTL_SECONDS = 24 * 60 * 60;
/** How long a request holds its key before a retry may take it over (the process died). */
export const IDEMPOTENCY_LEASE_SECONDS = 60;

const secondsAgo = (seconds: number) => sql<Date>`now() - make_interval(secs => ${seconds})`;

export interface IdempotencyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

/**
 * Records a first use of a key for its caller: its id, or undefined when the key is in use.
 * Expired keys (everyone's) are forgotten first, and so is this key when its request never
 * answered within its lease.
 */
export async function claimIdempotencyKey(
  db: Executor,
  claim: IdempotencyClaim,
): Promise<number | undefined> {
  await db
    .deleteFrom('idempotency_keys')
    .where((eb) =>
      eb.or([
        eb('created_at', '<', secondsAgo(IDEMPOTENCY_KEY_TTL_SECONDS)),
        eb.and([
          eb('scope', '=', claim.scope),
          eb('key', '=', claim.key),
          eb('status_code', 'is', null),
          eb('lease_until', '<', sql<Date>`now()`),
        ]),
      ]),
    )
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

/** Forgets a key whose request failed, so it may be retried. */
export async function forgetIdempotencyKey(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('id', '=', id).execute();
}
