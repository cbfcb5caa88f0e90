import type { AuditAction } from '../../core/auditActions';
import type { Executor } from '../db/executor';
import { requestAddress } from '../lib/requestAddress';

/** What a journey view is logged as (design.md): a case manager's views count and history. */
export const JOURNEY_VIEW_ACTION = 'journey.view' satisfies AuditAction;

export interface AuditEntry {
  actorUserId: number | null;
  action: AuditAction;
  targetType?: string;
  targetId?: string;
  chargeId?: number;
  /** The client's address; the address of the request being answered when not given (or null). */
  ip?: string | null;
  details?: Record<string, unknown>;
  /** `details` as JSON text already: what a statement compiled once binds as its value. */
  detailsJson?: string;
}

/**
 * The statement that appends an entry, for a read that writes it in its own statement
 * (journeyCache.ts). Append-only: nothing in the code updates or deletes these rows. Every
 * entry a request writes carries its address (plugins/requestAddress.ts).
 */
export function auditInsert(db: Executor, entry: AuditEntry) {
  return db.insertInto('audit_log').values({
    actor_user_id: entry.actorUserId,
    action: entry.action,
    target_type: entry.targetType ?? null,
    target_id: entry.targetId ?? null,
    charge_id: entry.chargeId ?? null,
    ip: entry.ip ?? requestAddress() ?? null,
    details: entry.detailsJson ?? JSON.stringify(entry.details ?? {}),
  });
}

export async function appendAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await auditInsert(db, entry).execute();
}
