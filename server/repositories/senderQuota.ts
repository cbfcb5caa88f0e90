import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/**
 * Holds the sender's row until the transaction ends, so two requests of one user count their
 * quota one after the other (neither sees the other's mails uncounted).
 */
export async function lockSender(db: Executor, userId: number): Promise<void> {
  await sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`.execute(db);
}

/** How many invitations `userId` sent since `since`. */
export async function countInvitationsBy(
  db: Executor,
  userId: number,
  since: Date,
): Promise<number> {
  const row = await db
    .selectFrom('invitations')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('invited_by', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
