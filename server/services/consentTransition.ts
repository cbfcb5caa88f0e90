import {
  nextConsentStatus,
  toConsentStatus,
  type ConsentEventType,
  type ConsentStatus,
} from '../../machines/consent';
import type { AuditAction } from '../../core/auditActions';
import type { ConsentCode } from '../db/database';
import type { Executor } from '../db/executor';
import { setConsentIfUnchanged } from '../repositories/appConsent';
import { appendAudit } from '../repositories/auditLog';
import { openFirstEpisode } from './episodes';
import { notifyConsentChange } from './notificationEvents';

export interface ConsentTransition {
  link: { id: number; consent_status: ConsentCode | null };
  event: ConsentEventType;
  actorUserId: number;
  charge: { id: number; uuid: string };
  /** The audit action: the supporter's own event name, or the client's answer. */
  action: AuditAction;
  ip?: string;
  details?: Record<string, unknown>;
}

/**
 * One consent change, whoever makes it (a supporter in the portal, the client in the app, the
 * demo): the consent machine decides, the row changes only from the status read, and the change
 * is audited and notified. A charge's first Given consent opens its first episode of care, in the same
 * transaction. Answers null when the machine refuses or someone changed the status meanwhile.
 */
export async function applyConsentEvent(
  db: Executor,
  change: ConsentTransition,
): Promise<{ from: ConsentStatus; to: ConsentCode; at: Date } | null> {
  const from = toConsentStatus(change.link.consent_status);
  const to = nextConsentStatus(from, change.event);
  if (to === null || to === 'NR') {
    return null;
  }
  const at = new Date();
  if (!(await setConsentIfUnchanged(db, change.link.id, change.link.consent_status, to, at))) {
    return null;
  }
  await appendAudit(db, {
    actorUserId: change.actorUserId,
    action: change.action,
    targetType: 'charge',
    targetId: change.charge.uuid,
    chargeId: change.charge.id,
    ...(change.ip === undefined ? {} : { ip: change.ip }),
    details: { from, to, ...change.details },
  });
  if (to === 'GV') {
    await openFirstEpisode(db, change.charge, change.actorUserId, at);
  }
  await notifyConsentChange(db, {
    linkId: change.link.id,
    chargeId: change.charge.id,
    from,
    to,
    at,
  });
  return { from, to, at };
}
