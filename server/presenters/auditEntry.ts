import type { AuditEntry } from '../../core/generated/audit-entry';
import type { AuditEntryRow } from '../repositories/auditEntries';

/**
 * A record no longer there is revoked if it was an access code (revoking deletes the code),
 * else deleted.
 */
const goneState = (row: AuditEntryRow): AuditEntry['recordState'] =>
  row.record_exists === false ? (row.target_type === 'access_code' ? 'revoked' : 'deleted') : null;

export function toAuditEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor_name ?? row.actor_email,
    actorEmail: row.actor_email,
    action: row.action,
    recordType: row.target_type,
    record: row.target_id,
    recordLabel: row.record_label,
    recordState: goneState(row),
    ip: row.ip,
    details: JSON.stringify(row.details),
  };
}
