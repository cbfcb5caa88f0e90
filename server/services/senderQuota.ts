import type { Config } from '../config';
import type { Executor } from '../db/executor';
import { ApiError } from '../lib/apiError';
import { translate } from '../lib/translate';
import { countMailsRequestedBy } from '../repositories/mails';
import { countInvitationsBy, lockSender } from '../repositories/senderQuota';

import { inHours, SENDER_QUOTA_WINDOW_MS } from './lifetimes';

type Quota = Pick<Config, 'mailQuota'>;

/** A quota reached: 429, said in the reader's language, and nothing of the request is kept. */
function quotaReached(key: string, limit: number): ApiError {
  return new ApiError(
    429,
    translate(key, { limit: String(limit), hours: inHours(SENDER_QUOTA_WINDOW_MS) }),
  );
}

/**
 * Refuses `adding` more invitations (and their mails) when they would take `userId` past the
 * day's quotas (the last 24 hours). Call it in the transaction that queues them.
 */
export async function assertInvitationQuota(
  db: Executor,
  config: Quota,
  userId: number,
  adding: number,
): Promise<void> {
  const { invitationsPerDay } = config.mailQuota;
  await lockSender(db, userId);
  const since = new Date(Date.now() - SENDER_QUOTA_WINDOW_MS);
  if ((await countInvitationsBy(db, userId, since)) + adding > invitationsPerDay) {
    throw quotaReached('portal.api.quota.invitations_per_day', invitationsPerDay);
  }
  await assertMailQuota(db, config, userId, adding);
}

/** Refuses `adding` more mails when they would take `userId` past the day's mail quota. */
export async function assertMailQuota(
  db: Executor,
  config: Quota,
  userId: number,
  adding: number,
): Promise<void> {
  const { mailsPerDay } = config.mailQuota;
  await lockSender(db, userId);
  const since = new Date(Date.now() - SENDER_QUOTA_WINDOW_MS);
  if ((await countMailsRequestedBy(db, userId, since)) + adding > mailsPerDay) {
    throw quotaReached('portal.api.quota.mails_per_day', mailsPerDay);
  }
}
