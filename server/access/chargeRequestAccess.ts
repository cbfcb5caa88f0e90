import type { Executor } from '../db/executor';
import { ApiError } from '../lib/apiError';
import { translate } from '../lib/translate';
import type { Principal } from '../plugins/auth';
import {
  findVisibleChargeRequestRow,
  visibleChargeRequestRows,
} from '../repositories/chargeRequests';

/** Administrators read every request; anyone else as their case-manager record (or nobody). */
function readerOf(principal: Principal): number | 'all' {
  return principal.isAdmin ? 'all' : (principal.caseManagerId ?? 0);
}

/** A request is seen by its creator, the case managers attached to it, and administrators. */
export function chargeRequestsVisibleTo(db: Executor, principal: Principal) {
  return visibleChargeRequestRows(db, readerOf(principal));
}

/** 404 for a request the caller may not see, so ids cannot be probed. */
export async function findVisibleChargeRequest(db: Executor, principal: Principal, id: number) {
  const row = await findVisibleChargeRequestRow(db, readerOf(principal), id);
  if (!row) {
    throw ApiError.notFound(translate('portal.api.charge_requests.not_found'));
  }
  return row;
}
