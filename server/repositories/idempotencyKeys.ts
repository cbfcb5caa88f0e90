import type { Executor } from '../db/executor';

export interface IdempotencyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

/** Records a first use of a key for its caller: its id, or undefined when the key was used. */
export async function claimIdempotencyKey(
  db: Executor,
  claim: IdempotencyClaim,
): Promise<number | undefined> {
  const row = await db
    .insertInto('idempotency_keys')
    .values({ scope: claim.scope, key: claim.key, request_hash: claim.requestHash })
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
