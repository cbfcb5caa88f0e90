import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** A new, unconfirmed TOTP secret (sealed); any earlier factor stays until this one is confirmed. */
export async function storePendingMfaSecret(
  db: Executor,
  userId: number,
  sealed: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ mfa_pending_secret_sealed: sealed })
    .where('id', '=', userId)
    .execute();
}

export async function enableMfa(
  db: Executor,
  userId: number,
  change: { sealed: string; step: number; recoveryHashes: string[] },
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      mfa_secret_sealed: change.sealed,
      mfa_pending_secret_sealed: null,
      mfa_enabled_at: new Date(),
      mfa_last_step: change.step,
      mfa_recovery_hashes: change.recoveryHashes,
    })
    .where('id', '=', userId)
    .execute();
}

/** Whether the user row `users` (its name or alias) signs in with a confirmed second factor. */
export function hasSecondFactor(users: string) {
  return sql<boolean>`${sql.ref(`${users}.mfa_enabled_at`)} IS NOT NULL`;
}

/** What a user row holds with no second factor, confirmed or being set up. */
const NO_MFA = {
  mfa_secret_sealed: null,
  mfa_pending_secret_sealed: null,
  mfa_enabled_at: null,
  mfa_recovery_hashes: [],
  mfa_last_step: null,
};

export async function disableMfa(db: Executor, userId: number): Promise<void> {
  await db.updateTable('users').set(NO_MFA).where('id', '=', userId).execute();
}

/**
 * Removes a confirmed second factor in one statement; false when there is none (never set up,
 * or already removed by a call that ran first).
 */
export async function removeConfirmedMfa(db: Executor, userId: number): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set(NO_MFA)
    .where('id', '=', userId)
    .where('mfa_enabled_at', 'is not', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Takes a TOTP step if it is newer than the last one taken; false: a replayed or older code. */
export async function takeMfaStep(db: Executor, userId: number, step: number): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ mfa_last_step: step })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('mfa_last_step', 'is', null), eb('mfa_last_step', '<', step)]))
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Removes one unused recovery code (by digest); false when it is not among them. */
export async function takeRecoveryCode(
  db: Executor,
  userId: number,
  hash: string,
): Promise<boolean> {
  const row = await db
    .updateTable('users')
    .set({ mfa_recovery_hashes: sql<string[]>`array_remove(mfa_recovery_hashes, ${hash})` })
    .where('id', '=', userId)
    .where(sql<boolean>`${hash} = ANY(mfa_recovery_hashes)`)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Wrong second-factor codes of a user since `since` (from the audit log). */
export async function countMfaFailures(db: Executor, userId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('actor_user_id', '=', userId)
    .where('action', '=', 'auth.mfa_failed')
    .where('at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
