import type { AppCheckinCreate } from '../../../core/generated/app-checkin-create';
import type { AppMeditationCreate } from '../../../core/generated/app-meditation-create';
import type { AppModuleReadCreate } from '../../../core/generated/app-module-read-create';
import type { AppSessionCreate } from '../../../core/generated/app-session-create';
import type { QuestionnaireKind } from '../../db/database';
import type { Executor } from '../../db/executor';
import { ApiError, fieldError } from '../../lib/apiError';
import { translate } from '../../lib/translate';
import {
  countSession,
  countSessions,
  findCheckin,
  findMeditation,
  findModuleRead,
  findQuestionnaire,
  findSession,
  insertCheckin,
  insertCheckins,
  insertMeditation,
  insertMeditations,
  insertModuleRead,
  insertModuleReads,
  insertQuestionnaire,
  insertQuestionnaires,
  insertSession,
  insertSessions,
} from '../../repositories/appActivity';
import { findModule, listModules } from '../../repositories/appModules';
import { refreshMoodAttention, refreshScoreAttention, settleAcknowledgements } from '../attention';
import { inTransaction } from './transaction';
import { notifyAnswer, raisedFlags } from '../notificationEvents';

/** What a post did: `created` false when the same record was already stored (answered 200). */
export interface Recorded {
  id: number;
  created: boolean;
}

/** Phones' clocks drift; a few minutes ahead is tolerated, more is a wrong clock or a forgery. */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
/** Nothing the app records predates it; older times are typos that would skew every chart. */
const EARLIEST = Date.UTC(2000, 0, 1);

export const IN_THE_FUTURE = (): string => translate('portal.api.app.in_the_future');
export const TOO_LONG_AGO = (): string => translate('portal.api.app.too_long_ago');
export const UNKNOWN_MODULE = (): string => translate('portal.api.app.unknown_module');
export const DIFFERENT_RECORD = (): string => translate('portal.api.app.different_record');

/**
 * A time the app reports, as a Date. The schema accepts some strings JavaScript cannot read
 * (a leap second, year 0), so those are refused here rather than reaching the database.
 */
function reportedTime(field: string, value: string): Date {
  const at = new Date(value);
  const ms = at.getTime();
  if (Number.isNaN(ms)) {
    throw fieldError(field, translate('portal.validation.invalid'));
  }
  if (ms > Date.now() + FUTURE_TOLERANCE_MS) {
    throw fieldError(field, IN_THE_FUTURE());
  }
  if (ms < EARLIEST) {
    throw fieldError(field, TOO_LONG_AGO());
  }
  return at;
}

/** A record already stored under the same key: a retry (200) when equal, else a conflict. */
function existing(field: string, id: number, same: boolean): Recorded {
  if (!same) {
    throw ApiError.conflict(DIFFERENT_RECORD(), { [field]: [DIFFERENT_RECORD()] });
  }
  return { id, created: false };
}

/*
 * Each kind of activity has one row builder (the checks the schema cannot make, then the row)
 * shared by the single post the app makes and the `record…s` batch a bulk import (the demo seed)
 * makes. A batch writes with one statement per kind; keys already stored are skipped rather than
 * compared, and it answers how many rows it wrote.
 */

function sessionRow(chargeId: number, input: AppSessionCreate) {
  return {
    charge_id: chargeId,
    started_at: reportedTime('started_at', input.started_at),
    duration_seconds: input.duration_seconds,
  };
}

/** An app session; the charge's session count and latest session move with it. */
export function recordSession(
  db: Executor,
  chargeId: number,
  input: AppSessionCreate,
): Promise<Recorded> {
  const row = sessionRow(chargeId, input);
  return inTransaction(db, async (trx) => {
    const id = await insertSession(trx, row);
    if (id !== undefined) {
      await countSession(trx, chargeId, row.started_at);
      await settleAcknowledgements(trx, chargeId);
      return { id, created: true };
    }
    const stored = await findSession(trx, chargeId, row.started_at);
    return existing('started_at', stored.id, stored.duration_seconds === input.duration_seconds);
  });
}

export function recordSessions(
  db: Executor,
  chargeId: number,
  inputs: AppSessionCreate[],
): Promise<number> {
  const rows = inputs.map((input) => sessionRow(chargeId, input));
  return inTransaction(db, async (trx) => {
    const written = await insertSessions(trx, rows);
    if (written.length > 0) {
      const latest = written.reduce(
        (max, session) => Math.max(max, session.started_at.getTime()),
        -Infinity,
      );
      await countSessions(trx, chargeId, written.length, new Date(latest));
      await settleAcknowledgements(trx, chargeId);
    }
    return written.length;
  });
}

function meditationRow(chargeId: number, input: AppMeditationCreate) {
  const listenedAt = reportedTime('listened_at', input.listened_at);
  const name = input.name.trim();
  if (!name) {
    throw fieldError('name', translate('portal.validation.required'));
  }
  return {
    charge_id: chargeId,
    listened_at: listenedAt,
    name,
    duration_seconds: input.duration_seconds,
  };
}

export async function recordMeditation(
  db: Executor,
  chargeId: number,
  input: AppMeditationCreate,
): Promise<Recorded> {
  const row = meditationRow(chargeId, input);
  const id = await insertMeditation(db, row);
  if (id !== undefined) {
    return { id, created: true };
  }
  const stored = await findMeditation(db, chargeId, row.listened_at);
  const same = stored.name === row.name && stored.duration_seconds === row.duration_seconds;
  return existing('listened_at', stored.id, same);
}

export async function recordMeditations(
  db: Executor,
  chargeId: number,
  inputs: AppMeditationCreate[],
): Promise<number> {
  const rows = inputs.map((input) => meditationRow(chargeId, input));
  return inTransaction(db, async (trx) => (await insertMeditations(trx, rows)).length);
}

/** `module` is the catalogue entry `input.module_id` names, undefined when there is none. */
function moduleReadRow(
  chargeId: number,
  input: AppModuleReadCreate,
  module: { id: number; total_pages: number } | undefined,
) {
  const readAt = reportedTime('read_at', input.read_at);
  if (!module) {
    throw fieldError('module_id', UNKNOWN_MODULE());
  }
  if (input.page > module.total_pages) {
    throw fieldError('page', translate('portal.validation.max', { n: module.total_pages }));
  }
  return { charge_id: chargeId, module_id: module.id, page: input.page, read_at: readAt };
}

/** A page read: reading a page again is the same fact, so it answers the first read's id. */
export async function recordModuleRead(
  db: Executor,
  chargeId: number,
  input: AppModuleReadCreate,
): Promise<Recorded> {
  const row = moduleReadRow(chargeId, input, await findModule(db, input.module_id));
  const id = await insertModuleRead(db, row);
  if (id !== undefined) {
    return { id, created: true };
  }
  return { id: (await findModuleRead(db, chargeId, row.module_id, row.page)).id, created: false };
}

export async function recordModuleReads(
  db: Executor,
  chargeId: number,
  inputs: AppModuleReadCreate[],
): Promise<number> {
  // One catalogue read for the batch instead of one lookup per page.
  const catalogue = new Map((await listModules(db)).map((module) => [module.id, module]));
  const rows = inputs.map((input) =>
    moduleReadRow(chargeId, input, catalogue.get(input.module_id)),
  );
  return inTransaction(db, async (trx) => (await insertModuleReads(trx, rows)).length);
}

/** Spec section 3: PHQ-8, GAD-7 and WSAS carry their sum; wellbeing has no total. */
const HAS_TOTAL: Record<QuestionnaireKind, boolean> = {
  phq8: true,
  gad7: true,
  wsas: true,
  wellbeing: false,
};

export interface QuestionnaireInput {
  qs: number[];
  posted_at?: string;
}

/** The total is computed here, never taken from the app. */
function questionnaireRow(chargeId: number, kind: QuestionnaireKind, input: QuestionnaireInput) {
  return {
    charge_id: chargeId,
    kind,
    answers: input.qs,
    total_score: HAS_TOTAL[kind] ? input.qs.reduce((sum, answer) => sum + answer, 0) : null,
    posted_at:
      input.posted_at === undefined ? new Date() : reportedTime('posted_at', input.posted_at),
  };
}

/** A questionnaire answer. */
export async function recordQuestionnaire(
  db: Executor,
  chargeId: number,
  kind: QuestionnaireKind,
  input: QuestionnaireInput,
): Promise<Recorded> {
  const row = questionnaireRow(chargeId, kind, input);
  return inTransaction(db, async (trx) => {
    const before = await raisedFlags(trx, chargeId);
    const id = await insertQuestionnaire(trx, row);
    if (id !== undefined) {
      await refreshAttentionAfter(trx, chargeId, kind);
      await notifyAnswer(trx, chargeId, { questionnaire: kind, record: `q${id}` }, before);
      return { id, created: true };
    }
    const stored = await findQuestionnaire(trx, chargeId, kind, row.posted_at);
    const same =
      stored.answers.length === input.qs.length &&
      stored.answers.every((answer, i) => answer === input.qs[i]);
    return existing('posted_at', stored.id, same);
  });
}

/** The triage facts move with the scored answers (services/attention.ts). */
async function refreshAttentionAfter(
  trx: Executor,
  chargeId: number,
  kind: QuestionnaireKind,
): Promise<void> {
  if (HAS_TOTAL[kind]) {
    await refreshScoreAttention(trx, chargeId);
  }
}

export async function recordQuestionnaires(
  db: Executor,
  chargeId: number,
  kind: QuestionnaireKind,
  inputs: QuestionnaireInput[],
): Promise<number> {
  const rows = inputs.map((input) => questionnaireRow(chargeId, kind, input));
  return inTransaction(db, async (trx) => {
    const before = await raisedFlags(trx, chargeId);
    const written = await insertQuestionnaires(trx, rows);
    const last = written.at(-1);
    if (last) {
      await refreshAttentionAfter(trx, chargeId, kind);
      await notifyAnswer(trx, chargeId, { questionnaire: kind, record: `q${last.id}` }, before);
    }
    return written.length;
  });
}

const SCORES = ['mood', 'diet', 'sleep', 'active', 't1', 't2'] as const;

function checkinRow(chargeId: number, input: AppCheckinCreate) {
  return {
    charge_id: chargeId,
    checkin_at: reportedTime('checkin_at', input.checkin_at),
    mood: input.mood,
    diet: input.diet,
    sleep: input.sleep,
    active: input.active,
    t1: input.t1 ?? null,
    t2: input.t2 ?? null,
  };
}

export async function recordCheckin(
  db: Executor,
  chargeId: number,
  input: AppCheckinCreate,
): Promise<Recorded> {
  const row = checkinRow(chargeId, input);
  return inTransaction(db, async (trx) => {
    const before = await raisedFlags(trx, chargeId);
    const id = await insertCheckin(trx, row);
    if (id !== undefined) {
      await refreshMoodAttention(trx, chargeId);
      await notifyAnswer(trx, chargeId, { record: `c${id}` }, before);
      return { id, created: true };
    }
    const stored = await findCheckin(trx, chargeId, row.checkin_at);
    const same = SCORES.every((name) => stored[name] === row[name]);
    return existing('checkin_at', stored.id, same);
  });
}

export async function recordCheckins(
  db: Executor,
  chargeId: number,
  inputs: AppCheckinCreate[],
): Promise<number> {
  const rows = inputs.map((input) => checkinRow(chargeId, input));
  return inTransaction(db, async (trx) => {
    const before = await raisedFlags(trx, chargeId);
    const written = await insertCheckins(trx, rows);
    const last = written.at(-1);
    if (last) {
      await refreshMoodAttention(trx, chargeId);
      await notifyAnswer(trx, chargeId, { record: `c${last.id}` }, before);
    }
    return written.length;
  });
}
