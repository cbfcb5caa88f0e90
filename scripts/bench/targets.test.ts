import { describe, expect, it } from 'vitest';
import type { TableRow } from './table';
import { FLOOR_CALL, JOURNEY_CALL, outcomeTwins, PLAIN_LIST_CALL, TRIAGE_LIST_CALL } from './calls';
import { targetLines } from './targets';

const row = (
  call: string,
  { p50, sqlP50, apiCpu, databaseCpu }: Record<'p50' | 'sqlP50' | 'apiCpu' | 'databaseCpu', number>,
  rate = 1_000,
): TableRow => ({
  call,
  api: { requestsPerSecond: rate, p50, p99: p50 * 2, errors: 0, apiCpu, databaseCpu },
  sql: { requestsPerSecond: rate, p50: sqlP50, p99: sqlP50 * 2, errors: 0, databaseCpu },
});

/** Fastify's floor answering a call's statements, with this p50. */
const floor = (p50: number) => ({ requestsPerSecond: 1_000, p50, p99: p50 * 2, errors: 0 });

const DEEP = 'charges: sort sessions, page 100';

describe('targetLines', () => {
  it('judges every target from ratios taken in the run, with the figure', () => {
    const postgres = [
      {
        call: FLOOR_CALL,
        api: { requestsPerSecond: 9_000, p50: 1, p99: 2, errors: 0, apiCpu: 0.05 },
      },
      {
        ...row(PLAIN_LIST_CALL, { p50: 6, sqlP50: 5, apiCpu: 0.9, databaseCpu: 0.6 }),
        floor: floor(5.2),
      },
      {
        ...row(TRIAGE_LIST_CALL, { p50: 9.5, sqlP50: 7, apiCpu: 1.2, databaseCpu: 0.6 }),
        floor: floor(7.5),
      },
      {
        ...row(DEEP, { p50: 6.3, sqlP50: 5, apiCpu: 0.9, databaseCpu: 0.7 }),
        floor: floor(6),
      },
      row(JOURNEY_CALL, { p50: 30, sqlP50: 25, apiCpu: 2, databaseCpu: 1 }),
      row('sign-in (argon2id)', { p50: 100, sqlP50: 10, apiCpu: 50, databaseCpu: 1 }, 80),
      row('outcomes: whole service', { p50: 4, sqlP50: 3, apiCpu: 0.5, databaseCpu: 0.3 }),
      row('outcomes: one company', { p50: 4.8, sqlP50: 3, apiCpu: 0.5, databaseCpu: 0.3 }),
      row('outcomes: one case manager', { p50: 3, sqlP50: 2.5, apiCpu: 0.5, databaseCpu: 0.3 }),
      row('outcomes: whole service (tenfold episodes)', {
        p50: 4,
        sqlP50: 3,
        apiCpu: 0.5,
        databaseCpu: 0.34,
      }),
      row('outcomes: one company (tenfold episodes)', {
        p50: 4,
        sqlP50: 3,
        apiCpu: 0.5,
        databaseCpu: 0.3,
      }),
      row('outcomes: one case manager (tenfold episodes)', {
        p50: 4,
        sqlP50: 3,
        apiCpu: 0.6,
        databaseCpu: 0.4,
      }),
    ];
    const lines = targetLines({
      postgres,
      pglite: postgres.map((r) => ({
        ...r,
        api: { ...r.api, requestsPerSecond: r.api.requestsPerSecond / 4 },
      })),
      twins: [{ large: DEEP, small: PLAIN_LIST_CALL }],
      deepPages: [{ large: DEEP, small: PLAIN_LIST_CALL }],
      outcomeTwins: outcomeTwins(),
    });
    expect(lines).toEqual([
      `MISSED: every list call: the API's CPU per call at most 1.5x its PostgreSQL backends': ${PLAIN_LIST_CALL}: 1.50x (0.900 ms to 0.600 ms); ${TRIAGE_LIST_CALL}: 2.00x (1.2 ms to 0.600 ms); ${DEEP}: 1.29x (0.900 ms to 0.700 ms)`,
      `MISSED: every list call: API p50 within 1.2x of Fastify's floor answering the same statements: ${PLAIN_LIST_CALL}: 1.15x (6.0 ms against 5.2 ms); ${TRIAGE_LIST_CALL}: 1.27x (9.5 ms against 7.5 ms); ${DEEP}: 1.05x (6.3 ms against 6.0 ms)`,
      "MISSED: triage list (flag filter, PHQ-8 sort) p50 within 1.5x of the plain list's p50: 1.58x (9.5 ms against 6.0 ms)",
      'reached: the three-year journey: API p50 within 1.5x of reading its kept answer alone through the driver: 1.20x (30.0 ms against 25.0 ms)',
      `reached: the deep and large calls at most 1.2x the CPU per call of their small twins (API + backends, PostgreSQL): ${DEEP} / ${PLAIN_LIST_CALL}: 1.07x`,
      'MISSED: the outcome report (whole service, one company, one case manager): API p50 within 1.5x of its statements alone through the driver: outcomes: whole service: 1.33x (4.0 ms against 3.0 ms); outcomes: one company: 1.60x (4.8 ms against 3.0 ms); outcomes: one case manager: 1.20x (3.0 ms against 2.5 ms)',
      'MISSED: the outcome report at ten times the closed episodes at most 1.2x its CPU per call at full scale (API + backends, PostgreSQL): outcomes: whole service (tenfold episodes) / outcomes: whole service: 1.05x; outcomes: one company (tenfold episodes) / outcomes: one company: 1.00x; outcomes: one case manager (tenfold episodes) / outcomes: one case manager: 1.25x',
      'MISSED: PGlite within 3x of PostgreSQL on every call (req/s): worst 4.00x',
      'not measured: login page JavaScript and Lighthouse (browser) (part not run)',
      `shown, not judged: a deep page against page 1, CPU per call (numbered pages read every index entry before theirs): ${DEEP} / ${PLAIN_LIST_CALL}: 1.07x`,
      `shown, not judged: each list call's API p50 over its statements alone through the driver: ${PLAIN_LIST_CALL}: 1.20x; ${TRIAGE_LIST_CALL}: 1.36x; ${DEEP}: 1.26x`,
      `shown, not judged: HTTP's share of it, Fastify's floor answering the statements over the statements alone: ${PLAIN_LIST_CALL}: 1.04x; ${TRIAGE_LIST_CALL}: 1.07x; ${DEEP}: 1.20x`,
    ]);
  });

  it('judges the browser figures, the users list against the bare app of the same run', () => {
    const lines = targetLines({
      browser: {
        loginPageBytes: 246 * 1024,
        lighthouse: [
          { page: 'login page', desktop: 99, mobile: 91 },
          { page: 'users list (signed in)', desktop: 97, mobile: 88 },
          { page: 'bare react-admin app', desktop: 95, mobile: 55 },
        ],
        journey: { drawn: 6, charts: 6, milliseconds: 190 },
      },
    });
    expect(lines.slice(-3)).toEqual([
      'reached: login page first-load JavaScript at most 250 KB gzipped: 246.0 KB',
      'reached: Lighthouse mobile 90 or more on the login page: 91',
      'MISSED: Lighthouse mobile: the users list at least 35 points above the bare react-admin app: 33 (88 against 55)',
    ]);
    expect(lines[0]).toMatch(/^not measured: every list call/);
  });
});
