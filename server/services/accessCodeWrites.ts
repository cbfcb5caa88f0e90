import { accessCodeDateErrors } from '../../core/accessCodeDates';
import type { AccessCodeCreate } from '../../core/generated/access-code-create';
import type { Executor } from '../db/executor';
import type { FieldErrors } from '../lib/apiError';
import { appendAudit } from '../repositories/auditLog';
import { codeExists, insertAccessCode } from '../repositories/accessCodes';
import { caseManagerExists } from '../repositories/caseManagers';
import { chargeExists } from '../repositories/charges';
import { calendarDate } from '../lib/calendarDate';
import { translate } from '../lib/translate';

export const CODE_TAKEN = (): string => translate('portal.api.access_codes.taken');
export const NO_SUCH_CARER = (): string =>
  translate('portal.api.access_codes.no_such_case_manager');
export const NO_SUCH_CHARGE = (): string => translate('portal.api.access_codes.no_such_charge');
export const NEEDS_CARER = (): string => translate('portal.api.access_codes.needs_case_manager');
export const NEEDS_CHARGE = (): string => translate('portal.api.access_codes.needs_charge');

/** Set: neither null nor left out (the payload's optional fields may be either). */
const given = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/**
 * What the schema cannot know: taken codes, unknown carers and charges, dates without them, and
 * dates out of order or after today on the portal's calendar (`timeZone`). A new code is created
 * now, so `now` is its creation too.
 */
export async function accessCodeErrors(
  db: Executor,
  item: AccessCodeCreate,
  timeZone: string,
  now: Date = new Date(),
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const dates = accessCodeDateErrors(
    { createdAt: now.toISOString(), assignedAt: item.assigned_at, usedAt: item.used_at },
    now,
    timeZone,
  );
  for (const [field, key] of Object.entries(dates)) {
    errors[field] = [translate(key)];
  }
  if (await codeExists(db, item.code)) {
    errors.code = [CODE_TAKEN()];
  }
  if (given(item.created_for) && !(await caseManagerExists(db, item.created_for))) {
    errors.created_for = [NO_SUCH_CARER()];
  }
  if (given(item.used_by) && !(await chargeExists(db, item.used_by))) {
    errors.used_by = [NO_SUCH_CHARGE()];
  }
  // A missing person says more than a date out of order: it replaces the date's error.
  if (given(item.assigned_at) && !given(item.created_for)) {
    errors.assigned_at = [NEEDS_CARER()];
  } else if (given(item.assigned_at) && calendarDate(item.assigned_at) === null) {
    errors.assigned_at = [translate('portal.validation.invalid')];
  }
  if (given(item.used_at) && !given(item.used_by)) {
    errors.used_at = [NEEDS_CHARGE()];
  } else if (given(item.used_at) && calendarDate(item.used_at) === null) {
    errors.used_at = [translate('portal.validation.invalid')];
  }
  return errors;
}

/**
 * Creates one checked code and logs the write. A code chosen for someone without a date was
 * assigned now; one used without a date was used now. Answers null when a concurrent request
 * took the code first.
 */
export async function createAccessCode(
  db: Executor,
  actorUserId: number,
  item: AccessCodeCreate,
): Promise<number | null> {
  const now = new Date();
  const createdFor = item.created_for ?? null;
  const usedBy = item.used_by ?? null;
  // One transaction: a code is never written without its audit entry.
  return db.transaction().execute(async (trx) => {
    const id = await insertAccessCode(trx, {
      code: item.code,
      createdFor,
      assignedAt: createdFor === null ? null : new Date(item.assigned_at ?? now),
      usedBy,
      usedAt: usedBy === null ? null : new Date(item.used_at ?? now),
    });
    if (id !== null) {
      await appendAudit(trx, {
        actorUserId,
        action: 'access_code.create',
        targetType: 'access_code',
        targetId: String(id),
        details: { code: item.code, createdFor, usedBy },
      });
    }
    return id;
  });
}
