import type { AppCheckinCreate } from '../../../src/types/generated/app-checkin-create';
import type { AppMeditationCreate } from '../../../src/types/generated/app-meditation-create';
import type { AppModuleReadCreate } from '../../../src/types/generated/app-module-read-create';
import type { AppSessionCreate } from '../../../src/types/generated/app-session-create';
import type { QuestionnaireKind } from '../../db/database';
import type { Executor } from '../../db/executor';
import { ApiError, fieldError } from '../../lib/apiError';
import { translate } from '../../lib/translate';
import {
  countSession,
  findCheckin,
  findMeditation,
  findModuleRead,
  findQuestionnaire,
  findSession,
  insertCheckin,
  insertMeditation,
  insertModuleRead,
  insertQuestionnaire,
  insertSession,
} from '../../repositories/appActivity';
import { findModule } from '../../repositories/appModules';
import { inTransaction } from './transaction';

/** What a post did: `created` false when the same record was already stored (answered 200). */
export interface Recorded {
  id: number;
  created: boolean;
}

/** Phones' clocks drift; a few minutes ahead is tolerated, more is a wrong clock or a forgery. */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
/** Nothing the app records predates it; older times are typos that would skew every chart. */
const EARLIEST = Date.UTC(2000, 0, 1);

export const IN_THE_FUTURE = 'This time may not be in the future.';
export const TOO_LONG_AGO = 'This time is too long ago.';
export const UNKNOWN_MODULE = 'This module does not exist.';
export const DIFFERENT_RECORD = 'A different record with this time already exists.';

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
    throw fieldError(field, IN_THE_FUTURE);
  }
  if (ms < EARLIEST) {
    throw fieldError(field, TOO_LONG_AGO);
  }
  return at;
}

/** A record already stored under the same key: a retry (200) when equal, else a conflict. */
function existing(field: string, id: number, same: boolean): Recorded {
  if (!same) {
    throw ApiError.conflict(DIFFERENT_RECORD, { [field]: [DIFFERENT_RECORD] });
  }
  return { id, created: false };
}

/** An app session; the charge's session count and latest session move with it. */
export function recordSession(
  db: Executor,
  chargeId: number,
  input: AppSessionCreate,
): Promise<Recorded> {
  const startedAt = reportedTime('started_at', input.started_at);
  return inTransaction(db, async (trx) => {
    const values = { charge_id: chargeId, started_at: startedAt };
    const id = await insertSession(trx, { ...values, duration_seconds: input.duration_seconds });
    if (id !== undefined) {
      await countSession(trx, chargeId, startedAt);
      return { id, created: true };
    }
    const stored = await findSession(trx, chargeId, startedAt);
    return existing('started_at', stored.id, stored.duration_seconds === input.duration_seconds);
  });
}

export async function recordMeditation(
  db: Executor,
  chargeId: number,
  input: AppMeditationCreate,
): Promise<Recorded> {
  const listenedAt = reportedTime('listened_at', input.listened_at);
  const name = input.name.trim();
  if (!name) {
    throw fieldError('name', translate('portal.validation.required'));
  }
  const values = { name, duration_seconds: input.duration_seconds };
  const id = await insertMeditation(db, {
    charge_id: chargeId,
    listened_at: listenedAt,
    ...values,
  });
  if (id !== undefined) {
    return { id, created: true };
  }
  const stored = await findMeditation(db, chargeId, listenedAt);
  const same = stored.name === name && stored.duration_seconds === input.duration_seconds;
  return existing('listened_at', stored.id, same);
}

/** A page read: reading a page again is the same fact, so it answers the first read's id. */
export async function recordModuleRead(
  db: Executor,
  chargeId: number,
  input: AppModuleReadCreate,
): Promise<Recorded> {
  const readAt = reportedTime('read_at', input.read_at);
  const module = await findModule(db, input.module_id);
  if (!module) {
    throw fieldError('module_id', UNKNOWN_MODULE);
  }
  if (input.page > module.total_pages) {
    throw fieldError('page', translate('portal.validation.max', { n: module.total_pages }));
  }
  const key = { charge_id: chargeId, module_id: module.id, page: input.page };
  const id = await insertModuleRead(db, { ...key, read_at: readAt });
  if (id !== undefined) {
    return { id, created: true };
  }
  return { id: (await findModuleRead(db, chargeId, module.id, input.page)).id, created: false };
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

/** A questionnaire answer; the total is computed here, never taken from the app. */
export async function recordQuestionnaire(
  db: Executor,
  chargeId: number,
  kind: QuestionnaireKind,
  input: QuestionnaireInput,
): Promise<Recorded> {
  const postedAt =
    input.posted_at === undefined ? new Date() : reportedTime('posted_at', input.posted_at);
  const total = HAS_TOTAL[kind] ? input.qs.reduce((sum, answer) => sum + answer, 0) : null;
  const id = await insertQuestionnaire(db, {
    charge_id: chargeId,
    kind,
    answers: input.qs,
    total_score: total,
    posted_at: postedAt,
  });
  if (id !== undefined) {
    return { id, created: true };
  }
  const stored = await findQuestionnaire(db, chargeId, kind, postedAt);
  const same =
    stored.answers.length === input.qs.length &&
    stored.answers.every((answer, i) => answer === input.qs[i]);
  return existing('posted_at', stored.id, same);
}

export async function recordCheckin(
  db: Executor,
  chargeId: number,
  input: AppCheckinCreate,
): Promise<Recorded> {
  const checkinAt = reportedTime('checkin_at', input.checkin_at);
  const scores = {
    mood: input.mood,
    diet: input.diet,
    sleep: input.sleep,
    active: input.active,
    t1: input.t1 ?? null,
    t2: input.t2 ?? null,
  };
  const id = await insertCheckin(db, { charge_id: chargeId, checkin_at: checkinAt, ...scores });
  if (id !== undefined) {
    return { id, created: true };
  }
  const stored = await findCheckin(db, chargeId, checkinAt);
  const same = (Object.keys(scores) as (keyof typeof scores)[]).every(
    (name) => stored[name] === scores[name],
  );
  return existing('checkin_at', stored.id, same);
}
