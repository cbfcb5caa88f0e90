import { describe, expect, it } from 'vitest';
import type { TableRow } from './table';
import { PLAIN_LIST_CALL, TRIAGE_LIST_CALL } from './calls';
import { targetLines } from './targets';

const row = (
  call: string,
  apiP50: number,
  apiP99: number,
  rate: number,
  sqlP50: number,
): TableRow => ({
  call,
  api: { requestsPerSecond: rate, p50: apiP50, p99: apiP99, errors: 0 },
  sql: { requestsPerSecond: rate, p50: sqlP50, p99: sqlP50 * 2, errors: 0 },
});

describe('targetLines', () => {
  it('says which targets a run reached and which it missed, with the figure', () => {
    const postgres = [
      row(PLAIN_LIST_CALL, 6, 15, 2_000, 5),
      row(TRIAGE_LIST_CALL, 9.5, 22, 1_500, 7),
      row('charges: sort sessions, page 100', 8, 20, 1_600, 6),
      row('mails: page 1', 7, 16, 2_000, 3.4),
      row('journey: three-year charge', 30, 45, 500, 28),
      row('sign-in (argon2id)', 100, 200, 80, 10),
    ];
    const lines = targetLines({
      postgres,
      pglite: postgres.map((r) => ({
        ...r,
        api: { ...r.api, requestsPerSecond: r.api.requestsPerSecond / 4 },
      })),
    });
    expect(lines).toContain(
      `reached: case manager's charges list p99 under 25 ms (PostgreSQL): ${PLAIN_LIST_CALL}: 15.0 ms; ${TRIAGE_LIST_CALL}: 22.0 ms; charges: sort sessions, page 100: 20.0 ms`,
    );
    expect(lines).toContain(
      `reached: case manager's charges list at least 1,500 req/s (PostgreSQL): ${PLAIN_LIST_CALL}: 2,000 req/s; ${TRIAGE_LIST_CALL}: 1,500 req/s; charges: sort sessions, page 100: 1,600 req/s`,
    );
    expect(lines).toContain(
      "MISSED: triage list (flag filter, PHQ-8 sort) p50 within 1.5x of the plain list's p50 (PostgreSQL): 1.58x (9.5 ms against 6.0 ms)",
    );
    expect(lines).toContain(
      `MISSED: every list call within 1.5x of its best statement p50 (PostgreSQL): ${PLAIN_LIST_CALL}: 1.20x; ${TRIAGE_LIST_CALL}: 1.36x; charges: sort sessions, page 100: 1.33x; mails: page 1: 2.06x`,
    );
    expect(lines).toContain('reached: three-year journey p99 under 50 ms (PostgreSQL): 45.0 ms');
    expect(lines).toContain(
      'MISSED: PGlite within 3x of PostgreSQL on every call (req/s): worst 4.00x',
    );
    expect(lines).toContain(
      'not measured: login page JavaScript, Lighthouse and journey drawing (browser) (part not run)',
    );
  });

  it('judges the browser figures', () => {
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
    expect(lines).toEqual([
      "not measured: case manager's charges list p99 under 25 ms and 1,500 req/s (PostgreSQL) (part not run)",
      "not measured: triage list (flag filter, PHQ-8 sort) p50 within 1.5x of the plain list's p50 (PostgreSQL) (part not run)",
      'not measured: every list call within 1.5x of its best statement p50 (PostgreSQL) (part not run)',
      'not measured: three-year journey p99 under 50 ms (PostgreSQL) (part not run)',
      'not measured: PGlite within 3x of PostgreSQL on every call (req/s) (part not run)',
      'reached: login page first-load JavaScript at most 250 KB gzipped: 246.0 KB',
      'MISSED: Lighthouse mobile 90 or more on the login page and the users list: login page 91, users list (signed in) 88',
      'MISSED: Lighthouse desktop 98 or more on the login page and the users list: login page 99, users list (signed in) 97',
      "reached: the journey's charts drawn within 1 s of the data's arrival: 6 of 6 charts in 190 ms",
    ]);
  });

  it('reaches the triage target within 1.5x of the plain first page', () => {
    const lines = targetLines({
      postgres: [row(PLAIN_LIST_CALL, 6, 15, 2_000, 5), row(TRIAGE_LIST_CALL, 9, 20, 1_600, 7)],
    });
    expect(lines).toContain(
      "reached: triage list (flag filter, PHQ-8 sort) p50 within 1.5x of the plain list's p50 (PostgreSQL): 1.50x (9.0 ms against 6.0 ms)",
    );
  });
});
