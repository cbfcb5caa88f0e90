import { recordRefusal } from '../../core/recordRules';
import type { Executor } from '../db/executor';
import { ApiError } from '../lib/apiError';
import { translate } from '../lib/translate';
import { toMail } from '../presenters/mail';
import { appendAudit } from '../repositories/auditLog';
import { requeueUnsentMail } from '../repositories/mails';

/** The two ways back to the delivery queue: a failed mail resent, a waiting one sent now. */
const WAYS = {
  resend: { from: 'FL', rule: 'mail-resend', action: 'mail.resend' },
  'send-now': { from: 'PN', rule: 'mail-send-now', action: 'mail.send_now' },
} as const;

/**
 * Puts a mail back in the delivery queue (the mail worker sends it and marks it sent): a failed
 * one whose failure a resend can fix, or a waiting one at once. The audit entry keeps the last
 * failure's answer. Any other mail is a 409 with its rule's message (core/recordRules.ts) that
 * changes nothing; an unknown one a 404.
 */
export async function requeueMail(
  db: Executor,
  actorUserId: number,
  id: number,
  way: keyof typeof WAYS,
): Promise<void> {
  const { from, rule, action } = WAYS[way];
  await db.transaction().execute(async (trx) => {
    const queued = await requeueUnsentMail(trx, id, from);
    if (queued) {
      await appendAudit(trx, {
        actorUserId,
        action,
        targetType: 'mail',
        targetId: String(id),
        details: { lastError: queued.lastError },
      });
      return;
    }
    const row = await trx.selectFrom('mails').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) {
      throw ApiError.notFound(translate('portal.api.mails.not_found'));
    }
    const refusal = recordRefusal(rule, toMail(row));
    throw ApiError.conflict(translate(refusal?.message ?? 'portal.api.mails.already_sent'));
  });
}
