import { sql } from 'kysely';
import type { Executor } from '../db/executor';
import type { MediaMeditations } from '../../src/types/generated/media-meditations';

export async function mediaMeditations(
  db: Executor,
  chargeId: number,
  timeZone: string,
): Promise<MediaMeditations> {
  const today = sql`(now() AT TIME ZONE ${timeZone})::date`;
  const since = (days: number) =>
    sql`((${today} - ${days}::int)::timestamp AT TIME ZONE ${timeZone})`;
  const result = await sql<{ total: number; last7: number; last30: number }>`
    SELECT count(*)::int AS total,
           count(*) FILTER (WHERE listened_at >= ${since(7)})::int AS last7,
           count(*) FILTER (WHERE listened_at >= ${since(30)})::int AS last30
    FROM meditations WHERE charge_id = ${chargeId}`.execute(db);
  const row = result.rows[0];
  return { total: row?.total ?? 0, last7Days: row?.last7 ?? 0, last30Days: row?.last30 ?? 0 };
}
