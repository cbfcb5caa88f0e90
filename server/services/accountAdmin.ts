import type { FastifyInstance } from 'fastify';
import { accountActionRefusal, type AccountAction } from '../../core/accountActions';
import { roleChangeRefusal } from '../../core/accountRoles';
import { effectiveRole } from '../../core/roles';
import type { AccountUpdate } from '../../core/generated/account-update';
import type { User, UserUpdate } from '../db/database';
import type { Executor } from '../db/executor';
import { ApiError, type FieldErrors } from '../lib/apiError';
import { inLanguage, translate } from '../lib/translate';
import { secondFactorResetMail } from '../mail/templates/secondFactorReset';
import { appendAudit } from '../repositories/auditLog';
import { enqueueMail } from '../repositories/mails';
import { removeConfirmedMfa } from '../repositories/mfa';
import { existingCompanyIds, setCaseManagerCompanies } from '../repositories/caseManagerCompanies';
import { findCaseManagerId, findCaseManagersByUuid } from '../repositories/caseManagers';
import { bumpSessionVersion, endAllSessions } from '../repositories/sessions';
import { findClash, findUserById, findUserByUuid, updateUser } from '../repositories/users';
import type { RecordAction, ResourceMapping } from '../lib/resourceMapping';
import { NO_SUCH_COMPANY } from './caseManagerCreate';
import { EMAIL_TAKEN } from './emailChange';
import { sendPasswordReset } from './passwordReset';

/** The account an administrator changes: its user row and, for a case manager, its record. */
export interface AccountTarget {
  user: User;
  caseManagerId: number | null;
  /** Case managers must keep their names and at least one company. */
  isCaseManager: boolean;
}

/** The account behind `users/{uuid}/`: any account, a case manager's with its record. */
export async function userAccountTarget(
  db: Executor,
  uuid: string,
): Promise<AccountTarget | undefined> {
  const user = await findUserByUuid(db, uuid);
  if (!user) {
    return undefined;
  }
  const caseManagerId = await findCaseManagerId(db, user.id);
  return { user, caseManagerId, isCaseManager: caseManagerId !== null };
}

/** The account behind `case-managers/{uuid}/` (the case manager's uuid). */
export async function caseManagerAccountTarget(
  db: Executor,
  uuid: string,
): Promise<AccountTarget | undefined> {
  const [record] = await findCaseManagersByUuid(db, [uuid]);
  const user = record && (await findUserById(db, record.user_id));
  return record && user ? { user, caseManagerId: record.id, isCaseManager: true } : undefined;
}

/** The administrator making a change: the role rules read whether they are a superuser. */
export interface AccountActor {
  id: number;
  isSuperuser: boolean;
}

const UNIQUE_VIOLATION = '23505';

function trimmed(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** The user columns the body changes, only those that differ from what is stored. */
function columnChanges(user: User, body: AccountUpdate): UserUpdate {
  const changes: UserUpdate = {};
  if (body.firstName !== undefined && trimmed(body.firstName) !== user.first_name) {
    changes.first_name = trimmed(body.firstName);
  }
  if (body.lastName !== undefined && trimmed(body.lastName) !== user.last_name) {
    changes.last_name = trimmed(body.lastName);
  }
  if (body.email !== undefined && body.email.trim() !== user.email) {
    changes.email = body.email.trim();
  }
  if (body.role !== undefined && body.role !== user.role) {
    changes.role = body.role;
  }
  if (body.isActive !== undefined && body.isActive !== user.is_active) {
    changes.is_active = body.isActive;
  }
  return changes;
}

async function fieldErrorsOf(
  db: Executor,
  actorId: number,
  target: AccountTarget,
  body: AccountUpdate,
  changes: UserUpdate,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const required = translate('portal.validation.required');
  if (target.isCaseManager) {
    for (const [field, value] of [
      ['firstName', body.firstName],
      ['lastName', body.lastName],
    ] as const) {
      if (value !== undefined && trimmed(value) === null) {
        errors[field] = [required];
      }
    }
  }
  if (
    changes.email !== undefined &&
    (await findClash(db, 'email', changes.email, target.user.id))
  ) {
    errors.email = [EMAIL_TAKEN()];
  }
  // An administrator who deactivates or demotes themselves locks the door behind them.
  const notYourself = translate('portal.accounts.api.not_yourself');
  if (target.user.id === actorId && changes.role !== undefined) {
    errors.role = [notYourself];
  }
  if (target.user.id === actorId && changes.is_active === false) {
    errors.isActive = [notYourself];
  }
  if (body.companies !== undefined) {
    if (target.caseManagerId === null) {
      errors.companies = [translate('portal.api.case_managers.not_found')];
    } else if (body.companies.length === 0) {
      errors.companies = [translate('portal.accounts.api.companies_required')];
    } else {
      const known = await existingCompanyIds(db, body.companies);
      if (body.companies.some((id) => !known.has(id))) {
        errors.companies = [NO_SUCH_COMPANY()];
      }
    }
  }
  return errors;
}

/** Refuses a role the role rules do not let this administrator give (core/accountRoles.ts). */
function assertRoleAllowed(actor: AccountActor, user: User, changes: UserUpdate): void {
  if (changes.role === undefined || changes.role === null || user.id === actor.id) {
    return;
  }
  const refusal = roleChangeRefusal(
    {
      isClient: user.is_client,
      adminByFlag: user.is_superuser || user.is_staff,
      role: effectiveRole({ role: user.role, isSuperuser: user.is_superuser }),
      actorIsSuperuser: actor.isSuperuser,
    },
    changes.role,
  );
  if (refusal) {
    throw new ApiError(refusal.status, translate(refusal.message));
  }
}

/** The names of the fields an update changes, as the API names them (for the audit). */
function changedFields(changes: UserUpdate, companies: boolean): string[] {
  const names: Record<string, string> = {
    first_name: 'firstName',
    last_name: 'lastName',
    email: 'email',
    role: 'role',
  };
  const fields = Object.keys(changes)
    .filter((column) => column in names)
    .map((column) => names[column] ?? column);
  return companies ? [...fields, 'companies'] : fields;
}

/**
 * An administrator changes an account: every field is checked before anything is
 * written (400 with field errors, nothing changed), then the changes are made and audited in one
 * transaction. A deactivation ends every session at once (refresh tokens revoked, access tokens
 * refused); a role change refuses the access tokens, so the next call refreshes with the new role.
 * The account's charges keep their supporters: nothing but the account changes.
 */
export async function updateAccount(
  app: FastifyInstance,
  actor: AccountActor,
  target: AccountTarget,
  body: AccountUpdate,
  ip: string,
): Promise<void> {
  const changes = columnChanges(target.user, body);
  assertRoleAllowed(actor, target.user, changes);
  const errors = await fieldErrorsOf(app.db, actor.id, target, body, changes);
  if (Object.keys(errors).length > 0) {
    throw ApiError.badRequest(translate('portal.api.request.invalid_data'), errors);
  }
  const { user, caseManagerId } = target;
  const companies = body.companies !== undefined && caseManagerId !== null;
  const audit = { actorUserId: actor.id, targetType: 'user', targetId: user.uuid, ip };
  try {
    await app.db.transaction().execute(async (trx) => {
      if (Object.keys(changes).length > 0) {
        await updateUser(trx, user.id, changes);
      }
      if (companies) {
        await setCaseManagerCompanies(trx, caseManagerId, body.companies ?? []);
      }
      const fields = changedFields(changes, companies);
      if (fields.length > 0) {
        await appendAudit(trx, { ...audit, action: 'user.update', details: { fields } });
      }
      if (changes.is_active === false) {
        await endAllSessions(trx, user.id);
        await appendAudit(trx, { ...audit, action: 'user.deactivate' });
      } else if (changes.role !== undefined) {
        await bumpSessionVersion(trx, user.id);
      }
      if (changes.is_active === true) {
        await appendAudit(trx, { ...audit, action: 'user.reactivate' });
      }
    });
  } catch (error) {
    // Two administrators giving one address at once: the unique index decides.
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) {
      throw ApiError.badRequest(EMAIL_TAKEN(), { email: [EMAIL_TAKEN()] });
    }
    throw error;
  }
}

/** Refuses `action` on `user` as the portal's rule says (core/accountActions.ts). */
function assertActionAllowed(action: AccountAction, user: User, actorId: number): void {
  const refusal = accountActionRefusal(action, {
    isActive: user.is_active,
    isClient: user.is_client,
    secondFactor: user.mfa_enabled_at !== null,
    own: user.id === actorId,
  });
  if (refusal) {
    throw new ApiError(refusal.status, translate(refusal.message));
  }
}

/**
 * An administrator sends the account the same reset mail that forgot-password sends; answers the
 * values of its notice.
 */
export async function sendResetFromAdmin(
  app: FastifyInstance,
  actorId: number,
  user: User,
  ip: string,
): Promise<{ email: string }> {
  assertActionAllowed('password-reset', user, actorId);
  await app.db.transaction().execute(async (trx) => {
    await sendPasswordReset(app, trx, user);
    await appendAudit(trx, {
      actorUserId: actorId,
      action: 'user.password_reset_sent',
      targetType: 'user',
      targetId: user.uuid,
      ip,
    });
  });
  return { email: user.email };
}

/**
 * An administrator resets the second factor of a staff member who lost it (their phone and their
 * recovery codes): the factor is removed, every session ends, the account is told by mail, and
 * the reset is audited, in one transaction. A role that must use a second factor sets up a new
 * one at the next sign-in. Answers the values of its notice.
 */
export async function resetSecondFactor(
  app: FastifyInstance,
  actorId: number,
  user: User,
  ip: string,
): Promise<{ email: string }> {
  assertActionAllowed('second-factor-reset', user, actorId);
  await app.db.transaction().execute(async (trx) => {
    // Checked again by the removal itself: of two administrators at once, the second is told so.
    if (!(await removeConfirmedMfa(trx, user.id))) {
      throw ApiError.conflict(translate('portal.accounts.api.no_second_factor'));
    }
    await endAllSessions(trx, user.id);
    await enqueueMail(
      trx,
      app.config.mailSender,
      inLanguage(user.language ?? 'en', () => secondFactorResetMail({ to: user.email })),
    );
    await appendAudit(trx, {
      actorUserId: actorId,
      action: 'user.second_factor_reset',
      targetType: 'user',
      targetId: user.uuid,
      ip,
    });
  });
  return { email: user.email };
}

/**
 * The account actions (`ACCOUNT_ACTIONS` of core/accountActionDefinitions.ts) of a resource holding
 * accounts, each finding its account its way: its mapping's `actions`.
 */
export function accountActions(
  targetOf: (db: Executor, uuid: string) => Promise<AccountTarget | undefined>,
): Record<AccountAction, RecordAction> {
  const act =
    (run: typeof sendResetFromAdmin): RecordAction =>
    async (db, principal, uuid, { app, ip }) => {
      const target = await targetOf(db, String(uuid));
      return target ? run(app, principal.user.id, target.user, ip) : false;
    };
  return {
    'password-reset': act(sendResetFromAdmin),
    'second-factor-reset': act(resetSecondFactor),
  };
}

/**
 * The edit of a resource holding accounts (`PATCH <path>{uuid}/` with `account-update.json`),
 * finding its account its way: its mapping's `update`.
 */
export function accountUpdate(
  targetOf: (db: Executor, uuid: string) => Promise<AccountTarget | undefined>,
): NonNullable<ResourceMapping['update']> {
  return async (db, { user }, uuid, body, { app, ip }) => {
    const target = await targetOf(db, String(uuid));
    if (!target) {
      return false;
    }
    // The body was validated against account-update.json by the route.
    const actor = { id: user.id, isSuperuser: user.is_superuser };
    await updateAccount(app, actor, target, body, ip);
    return true;
  };
}
