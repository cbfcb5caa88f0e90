import { sql } from 'kysely';
import { QUESTIONNAIRES, type Questionnaire } from '../../core/severity';
import type { Executor } from '../db/executor';
import { maybeDayText, dayText } from '../lib/sqlDay';
import { episodeBaseline } from './episodeBaseline';

/*
 * What a progress report reads beside the journey's own helpers: its days are the portal's
 * calendar days (`timeZone`), from `from` to `to` both included, each bound turned into the
 * instant its day starts so the timestamp indexes serve the ranges.
 */

/** A period of calendar days, `YYYY-MM-DD`, both ends included. */
export interface DayRange {
  from: string;
  to: string;
}

const dayStart = (day: string, timeZone: string) =>
  sql<Date>`(${day}::date::timestamp AT TIME ZONE ${timeZone})`;
const dayEnd = (day: string, timeZone: string) =>
  sql<Date>`((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;

/** Every episode of care of a charge, newest first. */
export function chargeEpisodes(db: Executor, chargeId: number) {
  return db
    .selectFrom('episodes')
    .select([
      'id',
      dayText('opened_on').as('opened_on'),
      maybeDayText('closed_on').as('closed_on'),
      'discharge_reason',
    ])
    .where('charge_id', '=', chargeId)
    .orderBy('opened_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The PHQ-8, GAD-7 and WSAS totals answered in the period, oldest first. */
export function scoresBetween(db: Executor, chargeId: number, range: DayRange, timeZone: string) {
  return db
    .selectFrom('questionnaires')
    .select(['kind', sql<number>`coalesce(total_score, 0)`.as('total'), 'posted_at'])
    .where('charge_id', '=', chargeId)
    .where('kind', 'in', QUESTIONNAIRES)
    .where('posted_at', '>=', dayStart(range.from, timeZone))
    .where('posted_at', '<', dayEnd(range.to, timeZone))
    .orderBy('posted_at')
    .orderBy('id')
    .execute();
}

/** An episode's baseline on each scale (episodeBaseline.ts), the scales without one left out. */
export async function episodeBaselines(db: Executor, episodeId: number, timeZone: string) {
  const { rows } = await sql<{ kind: Questionnaire; total: number; posted_at: Date }>`
    ${sql.join(
      QUESTIONNAIRES.map(
        (kind) => sql`SELECT ${kind}::text AS kind, b.total, b.posted_at
          FROM ${episodeBaseline(sql`${episodeId}::bigint`, sql.lit(kind), timeZone)} b`,
      ),
      sql` UNION ALL `,
    )}`.execute(db);
  return rows;
}

/** What the client did in the app in the period: one statement, each count on its index. */
export async function engagementBetween(
  db: Executor,
  chargeId: number,
  range: DayRange,
  timeZone: string,
) {
  const from = dayStart(range.from, timeZone);
  const to = dayEnd(range.to, timeZone);
  const { rows } = await sql<{
    checkins: number;
    sessions: number;
    meditations: number;
    module_pages: number;
    modules: number;
  }>`SELECT
      (SELECT count(*)::int FROM daily_checkins
        WHERE charge_id = ${chargeId} AND checkin_at >= ${from} AND checkin_at < ${to}) AS checkins,
      (SELECT count(*)::int FROM app_sessions
        WHERE charge_id = ${chargeId} AND started_at >= ${from} AND started_at < ${to}) AS sessions,
      (SELECT count(*)::int FROM meditations
        WHERE charge_id = ${chargeId} AND listened_at >= ${from} AND listened_at < ${to}) AS meditations,
      r.module_pages, r.modules
    FROM (SELECT count(*)::int AS module_pages, count(DISTINCT module_id)::int AS modules
      FROM module_reads
      WHERE charge_id = ${chargeId} AND read_at >= ${from} AND read_at < ${to}) r`.execute(db);
  const row = rows[0];
  if (row === undefined) {
    throw new Error('The engagement statement answered no row');
  }
  return row;
}
