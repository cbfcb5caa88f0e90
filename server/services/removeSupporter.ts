import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import type { Principal } from '../plugins/auth';
import { appendAudit } from '../repositories/auditLog';
import { unlinkSupporter } from '../repositories/supporters';

/**
 * An administrator takes a charge off a case manager's caseload (the supporter leaves, or was
 * attached by mistake): the case manager loses sight of it at once; the charge, its data and
 * its other supporters stay. Audited on the charge, naming the case manager as an added supporter's entry does.
 */
export function removeSupporter(
  db: Kysely<Database>,
  principal: Principal,
  caseManagerUuid: string,
  chargeUuid: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const removed = await unlinkSupporter(trx, caseManagerUuid, chargeUuid);
    if (!removed) {
      return false;
    }
    await appendAudit(trx, {
      actorUserId: principal.user.id,
      action: 'supporter.remove',
      targetType: 'charge',
      targetId: String(removed.charge_id),
      chargeId: removed.charge_id,
      details: { email: removed.email },
    });
    return true;
  });
}
