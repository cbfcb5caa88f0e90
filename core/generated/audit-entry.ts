/* Generated from schemas/audit-entry.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';

/**
 * One audited event: who did what to which record, when and from where.
 */
export interface AuditEntry {
  id: number;
  at: IsoDateTime;
  /**
   * The person's name (their e-mail when they have none); null when unknown.
   */
  actor: string | null;
  actorEmail: string | null;
  /**
   * An action code of the catalogue (core/auditActions.ts).
   */
  action: string;
  /**
   * The kind of record acted on: charge, issue, user, access_code, list…
   */
  recordType: string | null;
  /**
   * The record's key (uuid or id; the resource name of an exported list).
   */
  record: string | null;
  /**
   * The record as a person reads it (a name and e-mail, a code, a subject), as it was when the event was written; null where the key says it (an exported list) or the kind has none.
   */
  recordLabel: string | null;
  /**
   * Why the record has no page any more: deleted, or revoked (an access code); null while it is there or where the portal keeps none.
   */
  recordState: 'deleted' | 'revoked' | null;
  ip: string | null;
  /**
   * What the event adds, as JSON text (an export's resource and query, a consent change's from and to): its shape is each action's own.
   */
  details: string;
}
