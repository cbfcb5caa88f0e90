import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

/**
 * Episodes for the outcome report's demo: each charge with a PHQ-8 and a GAD-7 gets one episode
 * from the day of its first score; two in three are closed (completed) on the day of their last,
 * the rest stay open. The triggers of the `episode-outcomes` migration keep their outcome rows.
 * Charges that already have an episode keep theirs.
 */
export async function seedOutcomesDemo(db: Kysely<Database>, timeZone: string): Promise<void> {
  await sql`
    INSERT INTO episodes (charge_id, opened_on, closed_on, discharge_reason)
    SELECT s.charge_id, s.first_day,
      CASE WHEN s.charge_id % 3 <> 0 AND s.last_day > s.first_day THEN s.last_day END,
      CASE WHEN s.charge_id % 3 <> 0 AND s.last_day > s.first_day THEN 'completed' END
    FROM (
      SELECT q.charge_id,
        min((q.posted_at AT TIME ZONE ${timeZone})::date) AS first_day,
        max((q.posted_at AT TIME ZONE ${timeZone})::date) AS last_day
      FROM questionnaires q
      WHERE q.kind IN ('phq8', 'gad7')
      GROUP BY q.charge_id
      HAVING count(DISTINCT q.kind) = 2
    ) s
    WHERE NOT EXISTS (SELECT 1 FROM episodes e WHERE e.charge_id = s.charge_id)
  `.execute(db);
}
