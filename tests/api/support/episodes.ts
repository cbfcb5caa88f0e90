import type { DischargeReason } from '../../../server/db/database';
import type { Executor } from '../../../server/db/executor';
import { refreshMoodAttention, refreshScoreAttention } from '../../../server/services/attention';
import { inTransaction } from '../../../server/services/app/transaction';
import type { TestContext } from './testApp';

/**
 * Episodes of care for the API suites, written as the episodes' own writes do: the row, then
 * the charge's attention facts refreshed in the same transaction.
 */

/** Long before any answer a suite posts: the episode holds the charge's whole history. */
export const LONG_AGO = '2000-01-01';

async function chargeIdOf(trx: Executor, chargeUuid: string): Promise<number> {
  const charge = await trx
    .selectFrom('charges')
    .select('id')
    .where('uuid', '=', chargeUuid)
    .executeTakeFirstOrThrow();
  return charge.id;
}

async function refreshed(trx: Executor, chargeId: number): Promise<void> {
  await refreshScoreAttention(trx, chargeId);
  await refreshMoodAttention(trx, chargeId);
}

/**
 * The charge's open episode, opened on `openedOn` (a day on the portal's calendar): the one
 * already open is moved to that day (a consent may have opened one today), else one is opened.
 */
export function openEpisode(
  context: TestContext,
  chargeUuid: string,
  openedOn: string = LONG_AGO,
): Promise<void> {
  return inTransaction(context.app.db, async (trx) => {
    const chargeId = await chargeIdOf(trx, chargeUuid);
    const moved = await trx
      .updateTable('episodes')
      .set({ opened_on: openedOn })
      .where('charge_id', '=', chargeId)
      .where('closed_on', 'is', null)
      .executeTakeFirst();
    if (moved.numUpdatedRows === 0n) {
      await trx
        .insertInto('episodes')
        .values({ charge_id: chargeId, opened_on: openedOn })
        .execute();
    }
    await refreshed(trx, chargeId);
  });
}

/** Discharges the charge's open episode on `closedOn`, for `reason`. */
export function dischargeEpisode(
  context: TestContext,
  chargeUuid: string,
  closedOn: string,
  reason: DischargeReason,
): Promise<void> {
  return inTransaction(context.app.db, async (trx) => {
    const chargeId = await chargeIdOf(trx, chargeUuid);
    await trx
      .updateTable('episodes')
      .set({ closed_on: closedOn, discharge_reason: reason })
      .where('charge_id', '=', chargeId)
      .where('closed_on', 'is', null)
      .executeTakeFirstOrThrow();
    await refreshed(trx, chargeId);
  });
}
