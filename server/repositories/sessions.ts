import type { Executor } from '../db/executor';
import { revokeAllForUser } from './refreshTokens';

/**
 * Ends every session of a user at once: their refresh tokens are revoked, and raising their
 * session version refuses every access token issued before (the auth plugin compares the version
 * a token carries with the users row it loads on each call). Answers the new version.
 */
export async function endAllSessions(db: Executor, userId: number): Promise<number> {
  await revokeAllForUser(db, userId);
  return bumpSessionVersion(db, userId);
}

/** Refuses every access token of the user issued before; their refresh tokens stay usable. */
export async function bumpSessionVersion(db: Executor, userId: number): Promise<number> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
    .where('id', '=', userId)
    .returning('session_version')
    .executeTakeFirstOrThrow();
  return row.session_version;
}
