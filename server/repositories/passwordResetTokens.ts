import { sql } from 'kysely';
import type { Executor } from '../db/executor';

export interface NewResetToken {
  userId: number;
  selector: string;
  tokenHash: string;
  expiresAt: Date;
}

/**
 * Stores the token when `userId` names a user, and nothing otherwise, by one statement either
 * way: a reset asked for an unknown address runs the same work as one for a known address.
 */
export async function insertPasswordResetToken(db: Executor, token: NewResetToken): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .columns(['user_id', 'selector', 'token_hash', 'expires_at'])
    .expression(
      db
        .selectFrom('users')
        .select([
          'id',
          sql<string>`${token.selector}::text`.as('selector'),
          sql<string>`${token.tokenHash}::text`.as('token_hash'),
          sql<Date>`${token.expiresAt}::timestamptz`.as('expires_at'),
        ])
        .where('id', '=', token.userId),
    )
    .execute();
}

/**
 * Marks the live, unlocked token with this hash used; answers its user, or undefined when there
 * is no such token (wrong, used, expired or locked).
 */
export function claimPasswordResetToken(
  db: Executor,
  tokenHashes: readonly string[],
  maxAttempts: number,
) {
  return db
    .updateTable('password_reset_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', 'in', tokenHashes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .where('failed_attempts', '<', maxAttempts)
    .returning('user_id')
    .executeTakeFirst();
}

/** Counts a wrong try against the live tokens of a selector; answers their wrong tries since. */
export async function countWrongResetToken(db: Executor, selector: string): Promise<number[]> {
  const live = await db
    .updateTable('password_reset_tokens')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('selector', '=', selector)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('failed_attempts')
    .execute();
  return live.map((token) => token.failed_attempts);
}
