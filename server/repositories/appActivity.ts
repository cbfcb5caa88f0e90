import { sql, type Insertable } from 'kysely';
import type { Executor } from '../db/executor';
import type {
  AppSessionsTable,
  DailyCheckinsTable,
  MeditationsTable,
  ModuleReadsTable,
  QuestionnaireKind,
  QuestionnairesTable,
} from '../db/database';

/*
 * Each activity has a natural key (the charge and the moment, see the 2026-11-21-02 migration):
 * the insert does nothing when that key is already stored and answers undefined, so a retried
 * post finds the stored row instead of writing a duplicate.
 */

export async function insertSession(
  db: Executor,
  values: Insertable<AppSessionsTable>,
): Promise<number | undefined> {
  const row = await db
    .insertInto('app_sessions')
    .values(values)
    .onConflict((oc) => oc.columns(['charge_id', 'started_at']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function findSession(db: Executor, chargeId: number, startedAt: Date) {
  return db
    .selectFrom('app_sessions')
    .select(['id', 'duration_seconds'])
    .where('charge_id', '=', chargeId)
    .where('started_at', '=', startedAt)
    .executeTakeFirstOrThrow();
}

/** The charges list sorts on these totals, so they move with every new session. */
export async function countSession(db: Executor, chargeId: number, startedAt: Date): Promise<void> {
  await db
    .updateTable('charges')
    .set((eb) => ({
      sessions_count: eb('sessions_count', '+', 1),
      latest_session: sql<Date>`greatest(latest_session, ${startedAt})`,
    }))
    .where('id', '=', chargeId)
    .execute();
}

export async function insertMeditation(
  db: Executor,
  values: Insertable<MeditationsTable>,
): Promise<number | undefined> {
  const row = await db
    .insertInto('meditations')
    .values(values)
    .onConflict((oc) => oc.columns(['charge_id', 'listened_at']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function findMeditation(db: Executor, chargeId: number, listenedAt: Date) {
  return db
    .selectFrom('meditations')
    .select(['id', 'name', 'duration_seconds'])
    .where('charge_id', '=', chargeId)
    .where('listened_at', '=', listenedAt)
    .executeTakeFirstOrThrow();
}

export async function insertModuleRead(
  db: Executor,
  values: Insertable<ModuleReadsTable>,
): Promise<number | undefined> {
  const row = await db
    .insertInto('module_reads')
    .values(values)
    .onConflict((oc) => oc.columns(['charge_id', 'module_id', 'page']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function findModuleRead(db: Executor, chargeId: number, moduleId: number, page: number) {
  return db
    .selectFrom('module_reads')
    .select('id')
    .where('charge_id', '=', chargeId)
    .where('module_id', '=', moduleId)
    .where('page', '=', page)
    .executeTakeFirstOrThrow();
}

export async function insertQuestionnaire(
  db: Executor,
  values: Insertable<QuestionnairesTable>,
): Promise<number | undefined> {
  const row = await db
    .insertInto('questionnaires')
    .values(values)
    .onConflict((oc) => oc.columns(['charge_id', 'kind', 'posted_at']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function findQuestionnaire(
  db: Executor,
  chargeId: number,
  kind: QuestionnaireKind,
  postedAt: Date,
) {
  return db
    .selectFrom('questionnaires')
    .select(['id', 'answers'])
    .where('charge_id', '=', chargeId)
    .where('kind', '=', kind)
    .where('posted_at', '=', postedAt)
    .executeTakeFirstOrThrow();
}

export async function insertCheckin(
  db: Executor,
  values: Insertable<DailyCheckinsTable>,
): Promise<number | undefined> {
  const row = await db
    .insertInto('daily_checkins')
    .values(values)
    .onConflict((oc) => oc.columns(['charge_id', 'checkin_at']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export function findCheckin(db: Executor, chargeId: number, checkinAt: Date) {
  return db
    .selectFrom('daily_checkins')
    .select(['id', 'mood', 'diet', 'sleep', 'active', 't1', 't2'])
    .where('charge_id', '=', chargeId)
    .where('checkin_at', '=', checkinAt)
    .executeTakeFirstOrThrow();
}
