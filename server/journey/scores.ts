import type { Executor } from '../db/executor';
import type { QuestionnaireKind } from '../db/database';

/** Every answer set of one questionnaire, oldest first; the charts choose their period. */
export async function questionnaireHistory(
  db: Executor,
  chargeId: number,
  kind: QuestionnaireKind,
) {
  const rows = await db
    .selectFrom('questionnaires')
    .select(['answers', 'total_score', 'posted_at'])
    .where('charge_id', '=', chargeId)
    .where('kind', '=', kind)
    .orderBy('posted_at')
    .execute();
  return rows.map((row) => ({
    postedAt: row.posted_at.toISOString(),
    qs: row.answers,
    totalScore: row.total_score ?? 0,
  }));
}

export async function checkinHistory(db: Executor, chargeId: number) {
  const rows = await db
    .selectFrom('daily_checkins')
    .select(['checkin_at', 'mood', 'diet', 'sleep', 'active', 't1', 't2'])
    .where('charge_id', '=', chargeId)
    .orderBy('checkin_at')
    .execute();
  return rows.map((row) => ({
    checkinAt: row.checkin_at.toISOString(),
    mood: row.mood,
    diet: row.diet,
    sleep: row.sleep,
    active: row.active,
    t1: row.t1,
    t2: row.t2,
  }));
}
