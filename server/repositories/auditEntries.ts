import { sql } from 'kysely';
import type { Executor } from '../db/executor';

/** The audit log as the administrators' list reads it: each event with its actor, if known. */
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
      'u.email as actor_email',
      sql<string | null>`nullif(concat_ws(' ', u.first_name, u.last_name), '')`.as('actor_name'),
    ]);
}

export type AuditEntryRow = Awaited<
  ReturnType<ReturnType<typeof auditEntryRows>['executeTakeFirstOrThrow']>
>;
