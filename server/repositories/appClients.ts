import type { Executor } from '../db/executor';

/** The charge record of a client user: what every companion-app call writes to. */
export function findClientCharge(db: Executor, userId: number) {
  return db
    .selectFrom('charges')
    .select(['id', 'uuid'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The uuid and user of a charge just created. */
export function findChargeById(db: Executor, chargeId: number) {
  return db
    .selectFrom('charges')
    .select(['id', 'uuid', 'user_id'])
    .where('id', '=', chargeId)
    .executeTakeFirstOrThrow();
}
