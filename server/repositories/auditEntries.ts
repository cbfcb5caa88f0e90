import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/**
 * The audit log as the administrators' list reads it: each event with its actor, if known, its
 * record's label as written (migration audit-record-label) and whether the record is still there
 * (null for a kind the portal keeps no record of, such as an exported list).
 */
export function auditEntryRows(db: Executor) {
  return db
    .selectFrom('audit_log as a')
    .leftJoin('users as u', 'u.id', 'a.actor_user_id')
    .select([
      'a.id',
      'a.at',
      'a.action',
      'a.target_type',
      'a.target_id',
      'a.ip',
      'a.details',
      'a.record_label',
      sql<boolean | null>`audit_record_exists(a.target_type, a.target_id)`.as('record_exists'),
      'u.email as actor_email',
      sql<string | null>`nullif(concat_ws(' ', u.first_name, u.last_name), '')`.as('actor_name'),
    ]);
}

export type AuditEntryRow = Awaited<
  ReturnType<ReturnType<typeof auditEntryRows>['executeTakeFirstOrThrow']>
>;
