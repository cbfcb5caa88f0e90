import { sql, type RawBuilder } from 'kysely';
import type { QuestionnaireKind } from '../../db/database';
import { severityBands, type Questionnaire } from '../../../src/core/severity';
import { isoTimestamp } from './sqlTime';

const SCORED: Questionnaire[] = ['phq8', 'gad7', 'wsas'];

/**
 * Each answer's band (`severityOf`) as SQL, from the one table the portal's labels also use
 * (spec section 4): the highest band whose start the total reaches, else the lowest.
 */
function severityCase(questionnaire: Questionnaire, total: RawBuilder<number>): RawBuilder<string> {
  const bands = severityBands(questionnaire);
  const higher = bands
    .slice(1)
    .reverse()
    .map((band) => sql`WHEN ${total} >= ${sql.lit(band.from)} THEN ${sql.lit(band.severity)}`);
  return sql`CASE ${sql.join(higher, sql` `)} ELSE ${sql.lit(bands[0]?.severity ?? 'none')} END`;
}

/*
 * The two long lists (three years are a thousand check-ins) are written as JSON text by
 * `format`, not `json_build_object`: half the database's time and no padding spaces. That is
 * safe only because every value is an integer, null, a formatted timestamp or a band name from
 * the severity table: none needs escaping. Anything textual goes through json_build_object.
 */

/**
 * Every answer set of each questionnaire, oldest first, in one pass: a row with one column per
 * kind, each a JSON array's items (null when there are none). The scored kinds carry their total
 * and band; wellbeing has no total. The database's CHECK constraints guarantee each kind's count.
 */
export function questionnaireHistories(
  chargeId: number,
): RawBuilder<Record<QuestionnaireKind, string | null>> {
  const total = sql<number>`coalesce(q.total_score, 0)`;
  const severity = sql`CASE q.kind ${sql.join(
    SCORED.map((kind) => sql`WHEN ${sql.lit(kind)} THEN ${severityCase(kind, total)}`),
    sql` `,
  )} END`;
  const items = (kind: QuestionnaireKind) =>
    sql`string_agg(q.item, ',' ORDER BY q.posted_at) FILTER (WHERE q.kind = ${sql.lit(kind)}) AS ${sql.ref(kind)}`;
  return sql`(
    SELECT ${sql.join((['phq8', 'gad7', 'wsas', 'wellbeing'] as const).map(items))}
    FROM (
      SELECT q.kind, q.posted_at,
        CASE WHEN q.kind = 'wellbeing'
          THEN format('{"postedAt":"%s","qs":[%s]}',
            ${isoTimestamp(sql`q.posted_at`)}, array_to_string(q.answers, ','))
          ELSE format('{"postedAt":"%s","qs":[%s],"totalScore":%s,"severity":"%s"}',
            ${isoTimestamp(sql`q.posted_at`)}, array_to_string(q.answers, ','), ${total}, ${severity})
        END AS item
      FROM questionnaires q WHERE q.charge_id = ${chargeId}
    ) q
  )`;
}

/** Every daily check-in, oldest first, as JSON text (read in index order, not sorted). */
export function checkinHistoryJson(chargeId: number): RawBuilder<string> {
  return sql`(
    SELECT '[' || coalesce(string_agg(format(
      '{"checkinAt":"%s","mood":%s,"diet":%s,"sleep":%s,"active":%s,"t1":%s,"t2":%s}',
      ${isoTimestamp(sql`d.checkin_at`)}, d.mood, d.diet, d.sleep, d.active,
      coalesce(d.t1::text, 'null'), coalesce(d.t2::text, 'null')), ','), '') || ']'
    FROM (
      SELECT checkin_at, mood, diet, sleep, active, t1, t2
      FROM daily_checkins WHERE charge_id = ${chargeId}
      ORDER BY checkin_at
    ) d
  )`;
}
