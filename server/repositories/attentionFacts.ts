import { sql } from 'kysely';
import { LOW_MOOD_RUN, type ScoreFacts } from '../../core/attention';
import { QUESTIONNAIRES, type Questionnaire } from '../../core/severity';
import type { Executor } from '../db/executor';
import { CHARGE_FACTS, raisedCodes } from './attentionSql';
import { currentEpisode, episodeBaseline, localDay } from './episodeBaseline';

/*
 * The write-time facts of the attention flags, read from the stored answers and kept
 * on the charge in the app write's own transaction. Read from the rows rather than moved by the
 * new one: the app may post an older answer after a newer one.
 */

export interface StoredScores {
  scores: ScoreFacts;
  latestAt: Partial<Record<Questionnaire, Date>>;
}

/**
 * The first and latest total of each scored questionnaire in the charge's current episode, by the
 * time it was answered: the first is the episode's baseline (episodeBaseline.ts), the latest its
 * latest answer. A scale the episode holds no answer of has no facts, and a charge without an
 * episode none at all.
 */
export async function readScoreFacts(
  db: Executor,
  chargeId: number,
  timeZone: string,
): Promise<StoredScores> {
  const episode = currentEpisode(chargeId);
  const day = localDay(sql`q.posted_at`, timeZone);
  const { rows } = await sql<{ kind: string; first: number; latest: number; latest_at: Date }>`
    SELECT l.kind, b.total AS first, coalesce(l.total_score, 0) AS latest, l.posted_at AS latest_at
    FROM (
      SELECT DISTINCT ON (q.kind) q.kind, q.total_score, q.posted_at, e.id AS episode_id
      FROM episodes e JOIN questionnaires q ON q.charge_id = e.charge_id
      WHERE e.id = ${episode} AND q.kind IN (${sql.join(QUESTIONNAIRES.map((kind) => sql.lit(kind)))})
        AND ${day} >= e.opened_on AND (e.closed_on IS NULL OR ${day} <= e.closed_on)
      ORDER BY q.kind, q.posted_at DESC
    ) l
    CROSS JOIN LATERAL ${episodeBaseline(sql`l.episode_id`, sql`l.kind`, timeZone)} b`.execute(db);
  const scores: ScoreFacts = {};
  const latestAt: StoredScores['latestAt'] = {};
  for (const row of rows) {
    scores[row.kind as Questionnaire] = { first: Number(row.first), latest: Number(row.latest) };
    latestAt[row.kind as Questionnaire] = new Date(row.latest_at);
  }
  return { scores, latestAt };
}

/** Whether the charge has an open episode of care: no flag is raised without one. */
export async function hasOpenEpisode(db: Executor, chargeId: number): Promise<boolean> {
  const open = await db
    .selectFrom('episodes')
    .select('id')
    .where('charge_id', '=', chargeId)
    .where('closed_on', 'is', null)
    .executeTakeFirst();
  return open !== undefined;
}

/** The moods of the latest check-ins, newest first, as many as a low-mood run needs. */
export async function readLatestMoods(
  db: Executor,
  chargeId: number,
): Promise<{ moods: number[]; latestAt: Date | null }> {
  const rows = await db
    .selectFrom('daily_checkins')
    .select(['mood', 'checkin_at'])
    .where('charge_id', '=', chargeId)
    .orderBy('checkin_at', 'desc')
    .limit(LOW_MOOD_RUN)
    .execute();
  const latest = rows[0];
  return {
    moods: rows.map((row) => row.mood),
    latestAt: latest ? new Date(latest.checkin_at) : null,
  };
}

export interface ScoreColumns {
  scores: ScoreFacts;
  latestAt: StoredScores['latestAt'];
  severe: boolean;
  deterioration: boolean;
}

export async function writeScoreFacts(
  db: Executor,
  chargeId: number,
  facts: ScoreColumns,
): Promise<void> {
  const { phq8, gad7, wsas } = facts.scores;
  await db
    .updateTable('charges')
    .set({
      phq8_first: phq8?.first ?? null,
      phq8_latest: phq8?.latest ?? null,
      phq8_latest_at: facts.latestAt.phq8 ?? null,
      gad7_latest_at: facts.latestAt.gad7 ?? null,
      wsas_latest_at: facts.latestAt.wsas ?? null,
      gad7_first: gad7?.first ?? null,
      gad7_latest: gad7?.latest ?? null,
      wsas_first: wsas?.first ?? null,
      wsas_latest: wsas?.latest ?? null,
      flag_severe_score: facts.severe,
      flag_reliable_deterioration: facts.deterioration,
    })
    .where('id', '=', chargeId)
    .execute();
}

export async function writeMoodFacts(
  db: Executor,
  chargeId: number,
  facts: { run: number; lowestMoods: number; lowMood: boolean; latestAt: Date | null },
): Promise<void> {
  await db
    .updateTable('charges')
    .set({
      low_mood_run: facts.run,
      lowest_moods: facts.lowestMoods,
      flag_low_mood: facts.lowMood,
      latest_checkin_at: facts.latestAt,
    })
    .where('id', '=', chargeId)
    .execute();
}

/** What one charge's flags rest on now, for its acknowledgements and its page. */
export function readAttentionState(db: Executor, chargeId: number) {
  return db
    .selectFrom('charges as c')
    .select([
      raisedCodes(CHARGE_FACTS).as('raised'),
      'c.phq8_first',
      'c.phq8_latest',
      'c.phq8_latest_at',
      'c.gad7_first',
      'c.gad7_latest',
      'c.gad7_latest_at',
      'c.wsas_first',
      'c.wsas_latest',
      'c.wsas_latest_at',
      'c.low_mood_run',
      'c.lowest_moods',
      'c.latest_checkin_at',
      'c.latest_session',
    ])
    .where('c.id', '=', chargeId)
    .executeTakeFirstOrThrow();
}

export type AttentionState = Awaited<ReturnType<typeof readAttentionState>>;
