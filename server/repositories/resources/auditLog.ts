import { sql } from 'kysely';
import { auditLog } from '../../../resources/auditLog';
import { defineListSource } from '../../lib/listQuery';
import { defineResourceMapping } from '../../lib/resourceMapping';
import { toAuditEntry } from '../../presenters/auditEntry';
import { auditEntryRows } from '../auditEntries';

/**
 * The audit log, for administrators: a list and nothing else. No detail, create, update or
 * delete route exists, so no call through the API changes or removes an entry.
 */
export default defineResourceMapping({
  source: defineListSource({
    definition: auditLog,
    sort: { at: sql.ref('a.at') },
    search: {
      person: sql<string>`concat_ws(' ', u.first_name, u.last_name, u.email)`,
      // The record by its key or as a person reads it (its name, e-mail, code or subject).
      record: sql<string>`concat_ws(' ', a.target_id, a.record_label)`,
    },
    filter: {
      action: (value) => sql`a.action = ${value}`,
      at: (value) => sql`a.at >= ${value}`,
    },
    tieBreaker: sql.ref('a.id'),
  }),
  rows: (db) => auditEntryRows(db),
  present: toAuditEntry,
});
