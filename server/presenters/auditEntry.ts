import type { AuditEntry } from '../../core/generated/audit-entry';
import type { AuditEntryRow } from '../repositories/auditEntries';

export function toAuditEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor_name ?? row.actor_email,
    actorEmail: row.actor_email,
    action: row.action,
    recordType: row.target_type,
    record: row.target_id,
    ip: row.ip,
    details: JSON.stringify(row.details),
  };
}
