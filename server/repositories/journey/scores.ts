import { sql, type RawBuilder } from 'kysely';
import type { QuestionnaireKind } from '../../db/database';
import { RELIABLE_CHANGE_POINTS } from '../../../core/reliableChange';
import { QUESTIONNAIRES, severityBands, type Questionnaire } from '../../../core/severity';
import { episodeBaseline, episodeOfDay, localDay } from '../episodeBaseline';
import { isoTimestamp } from './sqlTime';

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

/**
 * The reliable change class (core/reliableChange.ts) of the change from `before` to `total`
 * as JSON text: null without an earlier answer, else improvement, no_change or deterioration
 * by the scale's whole-point threshold.
 */
function reliableChangeCase(before: RawBuilder<number | null>): RawBuilder<string> {
  const points = sql`CASE q.kind ${sql.join(
    QUESTIONNAIRES.map(
      (kind) => sql`WHEN ${sql.lit(kind)} THEN ${sql.lit(RELIABLE_CHANGE_POINTS[kind])}`,
    ),
    sql` `,
  )} END`;
  return sql`CASE WHEN ${before} IS NULL THEN 'null'
    WHEN q.total - ${before} <= -(${points}) THEN '"improvement"'
    WHEN q.total - ${before} >= ${points} THEN '"deterioration"'
    ELSE '"no_change"' END`;
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
 * The change "from first" is read against the baseline of the episode of care that holds the
 * answer (episodeBaseline.ts): none for an answer outside every episode, or for the baseline
 * itself.
 */
export function questionnaireHistories(
  chargeId: number,
  timeZone: string,
): RawBuilder<Record<QuestionnaireKind, string | null>> {
  const total = sql<number>`q.total`;
  const severity = sql`CASE q.kind ${sql.join(
    QUESTIONNAIRES.map((kind) => sql`WHEN ${sql.lit(kind)} THEN ${severityCase(kind, total)}`),
    sql` `,
  )} END`;
  const fromFirst = reliableChangeCase(sql`q.first_total`);
  const fromPrevious = reliableChangeCase(sql`q.previous_total`);
  const items = (kind: QuestionnaireKind) =>
    sql`string_agg(q.item, ',' ORDER BY q.posted_at) FILTER (WHERE q.kind = ${sql.lit(kind)}) AS ${sql.ref(kind)}`;
  return sql`(
    SELECT ${sql.join((['phq8', 'gad7', 'wsas', 'wellbeing'] as const).map(items))}
    FROM (
      SELECT q.kind, q.posted_at,
        CASE WHEN q.kind = 'wellbeing'
          THEN format('{"postedAt":"%s","qs":[%s]}',
            ${isoTimestamp(sql`q.posted_at`)}, array_to_string(q.answers, ','))
          ELSE format('{"postedAt":"%s","qs":[%s],"totalScore":%s,"severity":"%s",'
              '"reliableChangeFromFirst":%s,"reliableChangeFromPrevious":%s}',
            ${isoTimestamp(sql`q.posted_at`)}, array_to_string(q.answers, ','), ${total}, ${severity},
            ${fromFirst}, ${fromPrevious})
        END AS item
      FROM (
        SELECT q.kind, q.posted_at, q.answers, coalesce(q.total_score, 0) AS total,
          CASE WHEN b.id <> q.id THEN b.total END AS first_total,
          lag(coalesce(q.total_score, 0)) OVER w AS previous_total
        FROM questionnaires q
        LEFT JOIN LATERAL ${episodeBaseline(
          episodeOfDay(chargeId, localDay(sql`q.posted_at`, timeZone)),
          sql`q.kind`,
          timeZone,
        )} b ON q.kind <> 'wellbeing'
        WHERE q.charge_id = ${chargeId}
        WINDOW w AS (PARTITION BY q.kind ORDER BY q.posted_at)
      ) q
    ) q
  )`;
}

/**
 * The daily check-ins from `since` on, oldest first, as JSON text (read in index order, not
 * sorted).
 */
export function checkinHistoryJson(chargeId: number, since: RawBuilder<Date>): RawBuilder<string> {
  return sql`(
    SELECT '[' || coalesce(string_agg(format(
      '{"checkinAt":"%s","mood":%s,"diet":%s,"sleep":%s,"active":%s,"t1":%s,"t2":%s}',
      ${isoTimestamp(sql`d.checkin_at`)}, d.mood, d.diet, d.sleep, d.active,
      coalesce(d.t1::text, 'null'), coalesce(d.t2::text, 'null')), ','), '') || ']'
    FROM (
      SELECT checkin_at, mood, diet, sleep, active, t1, t2
      FROM daily_checkins WHERE charge_id = ${chargeId} AND checkin_at >= ${since}
      ORDER BY checkin_at
    ) d
  )`;
}
