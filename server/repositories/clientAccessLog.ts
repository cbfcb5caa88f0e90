import { sql } from 'kysely';
import type { AppAccessLog } from '../../core/generated/app-access-log';
import type { AuditAction } from '../../core/auditActions';
import type { Executor } from '../db/executor';
import { JOURNEY_VIEW_ACTION } from './auditLog';

/** The most entries the app is sent at once: the newest; `count` says how many there are. */
const LIMIT = 500;

/** What a client's access log shows, by the audit action that records it. */
const VIEWED = {
  [JOURNEY_VIEW_ACTION]: 'journey',
  'report.view': 'report',
  'charge.export': 'export',
} as const satisfies Partial<Record<AuditAction, string>>;

/**
 * Who on the staff side viewed or took a client's data, newest first, from the audit log: the
 * viewer's role, their name where they are one of the client's supporters (the name the client
 * gave consent to), what they viewed and when. The client's own exports are not listed.
 */
export async function clientAccessLog(
  db: Executor,
  client: { chargeId: number; userId: number },
): Promise<AppAccessLog> {
  const actions = Object.keys(VIEWED);
  const seen = db
    .selectFrom('audit_log as a')
    .where('a.charge_id', '=', client.chargeId)
    .where('a.action', 'in', actions)
    .where(sql<boolean>`a.actor_user_id IS DISTINCT FROM ${client.userId}`);
  const [rows, total] = await Promise.all([
    seen
      .leftJoin('users as u', 'u.id', 'a.actor_user_id')
      .select(['a.at', 'a.action', 'u.role', 'u.is_superuser', 'u.is_staff'])
      .select(
        sql<string | null>`CASE WHEN EXISTS (SELECT 1 FROM charge_supporters s
          JOIN case_managers cm ON cm.id = s.case_manager_id
          WHERE s.charge_id = ${client.chargeId} AND cm.user_id = a.actor_user_id)
          THEN nullif(concat_ws(' ', u.first_name, u.last_name), '') END`.as('name'),
      )
      .orderBy('a.at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(LIMIT)
      .execute(),
    seen.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => ({
      at: row.at.toISOString(),
      role: row.is_superuser || row.is_staff ? 'AD' : row.role,
      name: row.name,
      viewed: VIEWED[row.action as keyof typeof VIEWED],
    })),
    count: Number(total.count),
  };
}
