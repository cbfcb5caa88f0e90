import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/database';
import {
  ADMIN_EMAIL,
  BENCH_PASSWORD,
  BIG_MANAGER_EMAIL,
  TENFOLD_MANAGER_EMAIL,
  type Scale,
} from './scale';
import { DAY_MS } from '../../core/durations';
import { settleDatabase } from './dataset';

export type Caller = 'admin' | 'manager' | 'tenfoldManager' | 'anonymous';

/** One measured API call. */
export interface BenchCall {
  name: string;
  caller: Caller;
  method: 'GET' | 'POST';
  /** Under /api/v2/. */
  path: string;
  body?: string;
  /** Headers a browser sends with it (the journey's Accept-Encoding). */
  headers?: Record<string, string>;
}

/** Ids the calls need, read from the dataset before the API starts (PGlite has one owner). */
export interface CallParameters {
  courseId: number;
  companyId: number;
  journeyUuid: string;
  /** The ten-year journey's charge. */
  decadeJourneyUuid: string;
}

export async function readCallParameters(db: Kysely<Database>): Promise<CallParameters> {
  const course = await db
    .selectFrom('courses')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const company = await db
    .selectFrom('companies')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // The first charge is one of the three-year journeys, the second the ten-year one; both are
  // followed by the big case manager.
  const [charge, decade] = await db
    .selectFrom('charges')
    .select('uuid')
    .orderBy('id')
    .limit(2)
    .execute();
  if (!charge || !decade) {
    throw new Error('the dataset has fewer than two charges');
  }
  await settleDatabase(db);
  return {
    courseId: course.id,
    companyId: company.id,
    journeyUuid: charge.uuid,
    decadeJourneyUuid: decade.uuid,
  };
}

/** A page past 2,000 where the mails reach that far (halfway through them), else halfway. */
export function deepMailPage(scale: Scale): number {
  return Math.min(2_500, Math.floor(scale.mails / 20));
}

/** The triage target compares these two: triage's list against the plain first page. */
export const PLAIN_LIST_CALL = 'charges: sort sessions, page 1';
export const TRIAGE_LIST_CALL = 'charges: attention severe_score + sort latest PHQ-8, page 1';
export const JOURNEY_CALL = 'journey: three-year charge';
export const FLOOR_CALL = "Fastify's floor: a fixed ten-item list";
/** Calls that are lists (the floor, the journeys, the outcome report and sign-in are not). */
export const isListCall = (name: string): boolean =>
  !/^journey|^sign-in|^outcomes/.test(name) && name !== FLOOR_CALL;
const MAILS_FIRST = 'mails: page 1';
const tenfoldManagerCall = 'charges of the tenfold case manager: sort sessions, page 1';
const TENFOLD_MAILS = ' (tenfold mail table)';

/** Where a call is sent. */
export function callUrl(root: string, call: BenchCall): string {
  return `${root}/api/v2/${call.path}`;
}

/** A large call and the small one it is compared with. */
export interface Twin {
  large: string;
  small: string;
}

const mailsDeepCall = (scale: Scale) => `mails: page ${deepMailPage(scale).toLocaleString('en')}`;

/**
 * The deep and large calls, each judged against its small twin: page 100, the case
 * manager with ten times the charges, the ten-year journey, the tenfold mail table.
 */
export function twins(scale: Scale): Twin[] {
  const mailsDeep = mailsDeepCall(scale);
  return [
    { large: `charges: sort sessions, page ${chargesPage(scale)}`, small: PLAIN_LIST_CALL },
    { large: tenfoldManagerCall, small: PLAIN_LIST_CALL },
    { large: 'journey: ten-year charge', small: JOURNEY_CALL },
    { large: `${MAILS_FIRST}${TENFOLD_MAILS}`, small: MAILS_FIRST },
    { large: `${mailsDeep}${TENFOLD_MAILS}`, small: mailsDeep },
  ];
}

/**
 * Shown beside the twins, not judged by them: the mails' page past 2,000 against
 * page 1. Pages are numbered (the spec's pager), so a deep page reads every index entry before it.
 */
export function deepPages(scale: Scale): Twin[] {
  return [{ large: mailsDeepCall(scale), small: MAILS_FIRST }];
}

/** Page 100 of the big case manager's 2,000 (halfway through them at a BENCH_SCALE). */
function chargesPage(scale: Scale): number {
  return Math.min(100, Math.max(1, Math.floor(scale.bigManagerCharges / 20)));
}

const TENFOLD_EPISODES = ' (tenfold episodes)';
export const OUTCOME_CALLS = [
  'outcomes: whole service',
  'outcomes: one company',
  'outcomes: one case manager',
] as const;

/** The outcome report's calls, measured again once the closed episodes grew tenfold (run.ts). */
export function outcomeCalls(p: CallParameters, grown: boolean): BenchCall[] {
  const suffix = grown ? TENFOLD_EPISODES : '';
  const [service, company, manager] = OUTCOME_CALLS;
  return [
    { name: `${service}${suffix}`, caller: 'admin', method: 'GET', path: 'outcomes/' },
    {
      name: `${company}${suffix}`,
      caller: 'admin',
      method: 'GET',
      path: `outcomes/?company=${p.companyId}`,
    },
    // The big case manager's "My outcomes".
    { name: `${manager}${suffix}`, caller: 'manager', method: 'GET', path: 'outcomes/' },
  ];
}

/** Each outcome call at ten times the episodes against itself at full scale. */
export const outcomeTwins = (): Twin[] =>
  OUTCOME_CALLS.map((call) => ({ large: `${call}${TENFOLD_EPISODES}`, small: call }));

/** The mail calls, measured again once the table grew tenfold (run.ts). */
export function mailCalls(scale: Scale, grown: boolean): BenchCall[] {
  const mailPage = deepMailPage(scale);
  const suffix = grown ? TENFOLD_MAILS : '';
  return [
    { name: `${MAILS_FIRST}${suffix}`, caller: 'admin', method: 'GET', path: 'mail/?page=1' },
    {
      name: `${mailsDeepCall(scale)}${suffix}`,
      caller: 'admin',
      method: 'GET',
      path: `mail/?page=${mailPage}`,
    },
  ];
}

const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

/** The issue's calls, in its order. Searches use a common fragment so pages stay full. */
export function benchCalls(scale: Scale, p: CallParameters): BenchCall[] {
  // About one code in twenty was used since then (the dataset uses one every 80 minutes).
  const usedDays = Math.max(1, Math.round(scale.accessCodes / 360));
  const usedSince = new Date(Date.now() - usedDays * DAY_MS).toISOString().slice(0, 10);
  return [
    // Through every plugin a request passes, none of the portal's code (apiServer.ts).
    { name: FLOOR_CALL, caller: 'anonymous', method: 'GET', path: '__bench/floor' },
    {
      name: 'charges: search + course + sort sessions, page 1',
      caller: 'manager',
      method: 'GET',
      path: `charges/?${query({
        page: 1,
        sort: 'sessions::desc',
        filter: `course::${p.courseId}`,
        search: 'fullName::an|email::an|policy::an',
      })}`,
    },
    {
      name: PLAIN_LIST_CALL,
      caller: 'manager',
      method: 'GET',
      path: `charges/?${query({ page: 1, sort: 'sessions::desc' })}`,
    },
    {
      name: `charges: sort sessions, page ${chargesPage(scale)}`,
      caller: 'manager',
      method: 'GET',
      path: `charges/?${query({ page: chargesPage(scale), sort: 'sessions::desc' })}`,
    },
    {
      name: tenfoldManagerCall,
      caller: 'tenfoldManager',
      method: 'GET',
      path: `charges/?${query({ page: 1, sort: 'sessions::desc' })}`,
    },
    // Triage: the charges the dataset makes severe, worst PHQ-8 first.
    {
      name: TRIAGE_LIST_CALL,
      caller: 'manager',
      method: 'GET',
      path: `charges/?${query({
        page: 1,
        sort: 'latestPhq8::desc',
        filter: 'attention::severe_score',
      })}`,
    },
    {
      name: 'case managers: search + company + sort last login',
      caller: 'admin',
      method: 'GET',
      path: `case-managers/?${query({
        sort: 'lastLogin::desc',
        filter: `company::${p.companyId}`,
        search: 'name::an|email::an',
      })}`,
    },
    ...mailCalls(scale, false),
    {
      name: 'access codes: used since',
      caller: 'admin',
      method: 'GET',
      path: `admin/access-codes/?${query({ filter: `usedAt::${usedSince}` })}`,
    },
    {
      name: JOURNEY_CALL,
      caller: 'manager',
      method: 'GET',
      path: `charges/${p.journeyUuid}/sessions/`,
      // As a browser asks for it: the answer comes compressed.
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    },
    {
      name: 'journey: ten-year charge',
      caller: 'manager',
      method: 'GET',
      path: `charges/${p.decadeJourneyUuid}/sessions/`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    },
    ...outcomeCalls(p, false),
    {
      name: 'sign-in (argon2id)',
      caller: 'anonymous',
      method: 'POST',
      path: 'auth/token/',
      body: JSON.stringify({ email: BIG_MANAGER_EMAIL, password: BENCH_PASSWORD }),
    },
  ];
}

export const callerEmails: Record<Exclude<Caller, 'anonymous'>, string> = {
  admin: ADMIN_EMAIL,
  manager: BIG_MANAGER_EMAIL,
  tenfoldManager: TENFOLD_MANAGER_EMAIL,
};
