import type { Executor } from '../db/executor';
import { ApiError } from '../lib/apiError';
import { translate } from '../lib/translate';
import type { Principal } from '../plugins/auth';
import {
  findVisibleChargeConsent,
  findVisibleChargeRow,
  type VisibleCharge,
} from '../repositories/charges';
import { viewerOf } from './viewerOf';

/**
 * Who may see a charge (design.md): its attached supporters, and administrators for the back
 * office (repositories/charges.ts `visibleChargeRows`). Anyone else gets 404, never 403, so ids
 * cannot be probed.
 */
export async function findVisibleCharge(
  db: Executor,
  principal: Principal,
  uuid: string,
): Promise<VisibleCharge> {
  return found(await findVisibleChargeRow(db, viewerOf(principal), uuid));
}

/** A visible charge's id and the caller's own consent on it, on the same rule; else 404. */
export async function findVisibleChargeConsentOf(db: Executor, principal: Principal, uuid: string) {
  return found(await findVisibleChargeConsent(db, viewerOf(principal), uuid));
}

function found<T>(charge: T | undefined): T {
  if (!charge) {
    throw ApiError.notFound(translate('portal.api.charges.not_found'));
  }
  return charge;
}
