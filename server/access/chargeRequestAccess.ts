import type { Executor } from '../db/executor';
import { ApiError } from '../lib/apiError';
import type { Principal } from '../plugins/auth';
import { chargeRequestRows } from '../presenters/chargeRequest';
import { caseManagerIdOf } from './caseManagerOf';
import { translate } from '../lib/translate';

/** A request is seen by its creator, the case managers attached to it, and administrators. */
export async function chargeRequestsVisibleTo(db: Executor, principal: Principal) {
  const rows = chargeRequestRows(db).select('cr.created_by as creator_id').select('cr.charge_id');
  if (principal.isAdmin) {
    return rows;
  }
  const me = (await caseManagerIdOf(db, principal)) ?? 0;
  return rows.where((eb) =>
    eb.or([
      eb('cr.created_by', '=', me),
      eb.exists(
        eb
          .selectFrom('charge_request_case_managers as crcm')
          .select('crcm.id')
          .whereRef('crcm.charge_request_id', '=', 'cr.id')
          .where('crcm.case_manager_id', '=', me),
      ),
    ]),
  );
}

export async function findVisibleChargeRequest(db: Executor, principal: Principal, id: number) {
  const row = await (
    await chargeRequestsVisibleTo(db, principal)
  )
    .where('cr.id', '=', id)
    .executeTakeFirst();
  if (!row) {
    throw ApiError.notFound(translate('portal.api.charge_requests.not_found'));
  }
  return row;
}
