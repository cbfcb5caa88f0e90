import { sql } from 'kysely';
import type { ChargeUpdate } from '../../core/generated/charge-update';
import { viewerOf } from '../access/viewerOf';
import type { Executor } from '../db/executor';
import { fieldError } from '../lib/apiError';
import { correctedText } from '../lib/correctedText';
import { translate } from '../lib/translate';
import type { Principal } from '../plugins/auth';
import { appendAudit } from '../repositories/auditLog';
import { findVisibleChargeConsent } from '../repositories/charges';
import { companyExists } from '../repositories/companies';
import { inTransaction } from './app/transaction';

/** The fields of `charge-update.json` kept on the charge's own row, by column. */
const CHARGE_COLUMNS = {
  nickname: 'nickname',
  companyId: 'company_id',
  policy: 'policy',
  gender: 'gender',
  isEmployed: 'is_employed',
} as const;

/** Those kept on the charge's user (the names the app registered with). */
const USER_COLUMNS = { firstName: 'first_name', lastName: 'last_name' } as const;

const columnsOf = (body: ChargeUpdate, columns: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(columns)
      .filter(([field]) => field in body)
      .map(([field, column]) => [column, body[field as keyof ChargeUpdate]]),
  );

/**
 * A correction of a charge's profile by someone who may see it: administrators and the
 * supporters attached to it (anyone else: false, answered 404 like an unknown charge). The
 * fields sent are written in one transaction and audited by name; the lists' copies of the
 * names and policy follow by trigger (migration 2026-11-24-70-charge-list-keys), and the
 * journey, which holds neither, is kept.
 */
export async function correctCharge(
  db: Executor,
  principal: Principal,
  uuid: string,
  input: ChargeUpdate,
): Promise<boolean> {
  const body = correctedText(input, ['firstName', 'lastName'], ['nickname', 'policy', 'gender']);
  if (body.companyId !== undefined && body.companyId !== null) {
    if (!(await companyExists(db, body.companyId))) {
      throw fieldError('companyId', translate('portal.api.charge_requests.no_such_company'));
    }
  }
  return inTransaction(db, async (trx) => {
    const charge = await findVisibleChargeConsent(trx, viewerOf(principal), uuid);
    if (!charge) {
      return false;
    }
    const row = await trx
      .updateTable('charges')
      .set({ ...columnsOf(body, CHARGE_COLUMNS), updated_on: sql`now()` })
      .where('id', '=', charge.id)
      .returning('user_id')
      .executeTakeFirstOrThrow();
    const names = columnsOf(body, USER_COLUMNS);
    if (Object.keys(names).length) {
      await trx
        .updateTable('users')
        .set({ ...names, updated_at: sql`now()` })
        .where('id', '=', row.user_id)
        .execute();
    }
    await appendAudit(trx, {
      actorUserId: principal.user.id,
      action: 'charge.update',
      targetType: 'charge',
      targetId: uuid,
      chargeId: charge.id,
      details: { fields: Object.keys(body) },
    });
    return true;
  });
}
