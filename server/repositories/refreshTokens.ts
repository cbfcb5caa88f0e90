import type { Executor } from '../db/executor';
import type { TokenAudience } from '../db/database';

export interface NewRefreshToken {
  userId: number;
  familyId: string;
  tokenHash: string;
  audience: TokenAudience;
  remember: boolean;
  expiresAt: Date;
}

export async function insertRefreshToken(db: Executor, token: NewRefreshToken): Promise<void> {
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: token.userId,
      family_id: token.familyId,
      token_hash: token.tokenHash,
      audience: token.audience,
      remember: token.remember,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** The token stored under any of `tokenHashes` (its keyed digest, or an older plain one). */
export function findRefreshToken(db: Executor, tokenHashes: readonly string[]) {
  return db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', 'in', tokenHashes)
    .executeTakeFirst();
}

/** Marks a token used, only if nobody else did first: the row lock decides races. */
export async function claimRefreshToken(db: Executor, id: number): Promise<boolean> {
  const claimed = await db
    .updateTable('refresh_tokens')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return claimed.numUpdatedRows === 1n;
}

export async function revokeFamily(db: Executor, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeAllForUser(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
