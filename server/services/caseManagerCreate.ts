import type { CaseManagerCreate } from '../../core/generated/case-manager-create';
import type { Executor } from '../db/executor';
import { ApiError, type FieldErrors } from '../lib/apiError';
import { weakPasswordError } from '../lib/passwords';
import { translate } from '../lib/translate';
import { appendAudit } from '../repositories/auditLog';
import { companyExists } from '../repositories/companies';
import { findClash } from '../repositories/users';
import { createStaffAccount } from './staffAccounts';
import { hiddenCharacterErrors } from '../lib/visibleText';
import { DEFAULT_DESIGNATION } from '../repositories/designations';

export const EMAIL_TAKEN = (): string => translate('portal.api.case_managers.email_taken');
export const USERNAME_TAKEN = (): string => translate('portal.api.case_managers.username_taken');
export const NO_SUCH_COMPANY = (): string => translate('portal.api.case_managers.no_such_company');

const UNIQUE_VIOLATION = '23505';

/** The e-mail's local part, cleaned, with a number added until no one holds it. */
async function freeUsername(db: Executor, email: string): Promise<string> {
  const base = (email.split('@')[0] ?? '').replace(/[^\w.-]/g, '').slice(0, 140) || 'user';
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!(await findClash(db, 'username', candidate))) {
      return candidate;
    }
  }
}

async function fieldErrorsOf(db: Executor, payload: CaseManagerCreate): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const required = translate('portal.validation.required');
  const { user } = payload;
  if (user.first_name.trim() === '') {
    errors['user.first_name'] = [required];
  }
  if (user.last_name.trim() === '') {
    errors['user.last_name'] = [required];
  }
  if (await findClash(db, 'email', user.email.trim())) {
    errors['user.email'] = [EMAIL_TAKEN()];
  }
  const username = user.username?.trim();
  if (username && (await findClash(db, 'username', username))) {
    errors['user.username'] = [USERNAME_TAKEN()];
  }
  Object.assign(
    errors,
    hiddenCharacterErrors({
      'user.first_name': user.first_name,
      'user.last_name': user.last_name,
      'user.email': user.email,
      'user.username': user.username,
    }),
  );
  const weak = weakPasswordError(user.password, user);
  if (weak) {
    errors['user.password'] = [weak];
  }
  if (!(await companyExists(db, payload.company))) {
    errors.company = [NO_SUCH_COMPANY()];
  }
  return errors;
}

/**
 * An administrator adds a case manager (spec: role MG, one company). Errors name the payload
 * field they are about (`user.email`), so the form shows each on its input.
 */
export async function addCaseManager(
  db: Executor,
  actorUserId: number,
  payload: CaseManagerCreate,
): Promise<number> {
  const errors = await fieldErrorsOf(db, payload);
  if (Object.keys(errors).length > 0) {
    throw ApiError.badRequest(translate('portal.api.request.invalid_data'), errors);
  }
  const email = payload.user.email.trim();
  try {
    const user = await createStaffAccount(db, {
      email,
      username: payload.user.username?.trim() || (await freeUsername(db, email)),
      password: payload.user.password,
      firstName: payload.user.first_name.trim(),
      lastName: payload.user.last_name.trim(),
      role: payload.role,
      designation: DEFAULT_DESIGNATION,
      companyIds: [payload.company],
    });
    await appendAudit(db, {
      actorUserId,
      action: 'case_manager.create',
      targetType: 'user',
      targetId: user.uuid,
    });
    return user.id;
  } catch (error) {
    // Two admins adding the same e-mail at once: the unique index decides.
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) {
      throw ApiError.badRequest(EMAIL_TAKEN(), { 'user.email': [EMAIL_TAKEN()] });
    }
    throw error;
  }
}
