import type { Executor } from '../db/executor';

export interface NewEmailChangeToken {
  userId: number;
  newEmail: string;
  tokenHash: string;
  expiresAt: Date;
}

/** A new request replaces the user's earlier ones: only the latest link confirms. */
export async function replaceEmailChangeToken(
  db: Executor,
  token: NewEmailChangeToken,
): Promise<void> {
  await db
    .updateTable('email_change_tokens')
    .set({ used_at: new Date() })
    .where('user_id', '=', token.userId)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('email_change_tokens')
    .values({
      user_id: token.userId,
      new_email: token.newEmail,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
    })
    .execute();
}

/** Uses a live token once (the row lock decides races); undefined when none matches. */
export function claimEmailChangeToken(db: Executor, tokenHashes: readonly string[]) {
  return db
    .updateTable('email_change_tokens')
    .set({ used_at: new Date() })
    .where('token_hash', 'in', tokenHashes)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
}
