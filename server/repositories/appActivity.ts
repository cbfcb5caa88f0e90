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
 * post finds the stored row instead of writing a duplicate. The plural inserts are the same
 * statement for many rows (a bulk import such as the demo seed); the single ones call them.
 */

/** Rows per statement: far below PostgreSQL's 65535 bind parameters for every table here. */
const CHUNK = 1000;

async function inChunks<Row, Out>(
  rows: Row[],
  insert: (chunk: Row[]) => Promise<Out[]>,
): Promise<Out[]> {
  const out: Out[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    out.push(...(await insert(rows.slice(start, start + CHUNK))));
  }
  return out;
}

/** The sessions actually written (a key already stored is skipped), with their start times. */
export function insertSessions(db: Executor, rows: Insertable<AppSessionsTable>[]) {
  return inChunks(rows, (chunk) =>
    db
      .insertInto('app_sessions')
      .values(chunk)
      .onConflict((oc) => oc.columns(['charge_id', 'started_at']).doNothing())
      .returning(['id', 'started_at'])
      .execute(),
  );
}

export async function insertSession(
  db: Executor,
  values: Insertable<AppSessionsTable>,
): Promise<number | undefined> {
  const [row] = await insertSessions(db, [values]);
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
  await countSessions(db, chargeId, 1, startedAt);
}

/** `count` new sessions of one charge, the latest of them started at `latestStartedAt`. */
export async function countSessions(
  db: Executor,
  chargeId: number,
  count: number,
  latestStartedAt: Date,
): Promise<void> {
  await db
    .updateTable('charges')
    .set((eb) => ({
      sessions_count: eb('sessions_count', '+', count),
      latest_session: sql<Date>`greatest(latest_session, ${latestStartedAt})`,
    }))
    .where('id', '=', chargeId)
    .execute();
}

export function insertMeditations(db: Executor, rows: Insertable<MeditationsTable>[]) {
  return inChunks(rows, (chunk) =>
    db
      .insertInto('meditations')
      .values(chunk)
      .onConflict((oc) => oc.columns(['charge_id', 'listened_at']).doNothing())
      .returning('id')
      .execute(),
  );
}

export async function insertMeditation(
  db: Executor,
  values: Insertable<MeditationsTable>,
): Promise<number | undefined> {
  const [row] = await insertMeditations(db, [values]);
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

export function insertModuleReads(db: Executor, rows: Insertable<ModuleReadsTable>[]) {
  return inChunks(rows, (chunk) =>
    db
      .insertInto('module_reads')
      .values(chunk)
      .onConflict((oc) => oc.columns(['charge_id', 'module_id', 'page']).doNothing())
      .returning('id')
      .execute(),
  );
}

export async function insertModuleRead(
  db: Executor,
  values: Insertable<ModuleReadsTable>,
): Promise<number | undefined> {
  const [row] = await insertModuleReads(db, [values]);
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

export function insertQuestionnaires(db: Executor, rows: Insertable<QuestionnairesTable>[]) {
  return inChunks(rows, (chunk) =>
    db
      .insertInto('questionnaires')
      .values(chunk)
      .onConflict((oc) => oc.columns(['charge_id', 'kind', 'posted_at']).doNothing())
      .returning('id')
      .execute(),
  );
}

export async function insertQuestionnaire(
  db: Executor,
  values: Insertable<QuestionnairesTable>,
): Promise<number | undefined> {
  const [row] = await insertQuestionnaires(db, [values]);
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

export function insertCheckins(db: Executor, rows: Insertable<DailyCheckinsTable>[]) {
  return inChunks(rows, (chunk) =>
    db
      .insertInto('daily_checkins')
      .values(chunk)
      .onConflict((oc) => oc.columns(['charge_id', 'checkin_at']).doNothing())
      .returning('id')
      .execute(),
  );
}

export async function insertCheckin(
  db: Executor,
  values: Insertable<DailyCheckinsTable>,
): Promise<number | undefined> {
  const [row] = await insertCheckins(db, [values]);
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
