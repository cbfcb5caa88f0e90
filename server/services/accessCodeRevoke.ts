import { accessCodeRevokeRefusal } from '../../core/accessCodeRevoke';
import type { Executor } from '../db/executor';
import { ApiError } from '../lib/apiError';
import { translate } from '../lib/translate';
import { accessCodeState, deleteUnusedAccessCode } from '../repositories/accessCodes';
import { appendAudit } from '../repositories/auditLog';

/**
 * Revokes an unused access code: it is deleted (no client can register with it any more) and the
 * audit log keeps which code it was. A used code, or one a charge request holds, is a 409 that
 * changes nothing; an unknown one a 404.
 */
export async function revokeAccessCode(
  db: Executor,
  actorUserId: number,
  id: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await deleteUnusedAccessCode(trx, id);
    if (deleted) {
      await appendAudit(trx, {
        actorUserId,
        action: 'access_code.revoke',
        targetType: 'access_code',
        targetId: String(deleted.id),
        details: { code: deleted.code, createdFor: deleted.created_for },
      });
      return;
    }
    const state = await accessCodeState(trx, id);
    if (!state) {
      throw ApiError.notFound(translate('portal.api.access_codes.not_found'));
    }
    // Deleted by the same rule: a code kept is one the rule refuses.
    throw ApiError.conflict(
      translate(accessCodeRevokeRefusal(state) ?? 'portal.api.access_codes.requested'),
    );
  });
}
