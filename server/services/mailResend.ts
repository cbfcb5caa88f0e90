import type { Executor } from '../db/executor';
import { ApiError } from '../lib/apiError';
import { translate } from '../lib/translate';
import { appendAudit } from '../repositories/auditLog';
import { mailExists, requeueUnsentMail } from '../repositories/mails';

/**
 * Resends a mail that was not sent: it goes back to the delivery queue (the mail worker sends it
 * and marks it sent). A sent mail is a 409 that changes nothing; an unknown one a 404.
 */
export async function resendMail(db: Executor, actorUserId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (await requeueUnsentMail(trx, id)) {
      await appendAudit(trx, {
        actorUserId,
        action: 'mail.resend',
        targetType: 'mail',
        targetId: String(id),
      });
      return;
    }
    if (!(await mailExists(trx, id))) {
      throw ApiError.notFound(translate('portal.api.mails.not_found'));
    }
    throw ApiError.conflict(translate('portal.api.mails.already_sent'));
  });
}
