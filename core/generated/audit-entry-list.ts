/* Generated from schemas/audit-entry-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AuditEntry } from './audit-entry';

/**
 * A page of the audit log.
 */
export interface AuditEntryList {
  items: AuditEntry[];
  count: number;
}
