import { PLAIN_LIST_CALL, TRIAGE_LIST_CALL } from './calls';
import type { TableRow } from './table';

/**
 * The figures of one run that the targets of issue 17 (and issue 14's triage list) are judged
 * on; absent parts were not run.
 */
export interface RunFigures {
  postgres?: TableRow[];
  pglite?: TableRow[];
  browser?: BrowserFigures;
}

export interface BrowserFigures {
  /** Gzipped JavaScript a first visit of the login page loads. */
  loginPageBytes: number;
  /** Lighthouse performance per page and form factor. */
  lighthouse: { page: string; desktop: number; mobile: number }[];
  journey: { drawn: number; charts: number; milliseconds: number };
}

/** Calls that are lists (the journey and sign-in are not). */
const isList = (row: TableRow) => !/^journey|^sign-in/.test(row.call);
const isChargesList = (row: TableRow) => row.call.startsWith('charges:');
const ms = (value: number) => `${value.toFixed(1)} ms`;
const rate = (value: number) => `${Math.round(value).toLocaleString('en')} req/s`;

interface Verdict {
  target: string;
  reached: boolean | undefined;
  figure: string;
}

function all(
  rows: TableRow[],
  reached: (row: TableRow) => boolean,
  figure: (row: TableRow) => string,
) {
  return {
    reached: rows.every(reached),
    figure: rows.map((row) => `${row.call}: ${figure(row)}`).join('; '),
  };
}

function verdicts({ postgres, pglite, browser }: RunFigures): Verdict[] {
  const list: Verdict[] = [];
  const unmeasured = (target: string) => list.push({ target, reached: undefined, figure: '' });
  const charges = postgres?.filter(isChargesList) ?? [];
  if (charges.length > 0) {
    list.push({
      target: "case manager's charges list p99 under 25 ms (PostgreSQL)",
      ...all(
        charges,
        (r) => r.api.p99 < 25,
        (r) => ms(r.api.p99),
      ),
    });
    list.push({
      target: "case manager's charges list at least 1,500 req/s (PostgreSQL)",
      ...all(
        charges,
        (r) => r.api.requestsPerSecond >= 1500,
        (r) => rate(r.api.requestsPerSecond),
      ),
    });
  } else {
    unmeasured("case manager's charges list p99 under 25 ms and 1,500 req/s (PostgreSQL)");
  }
  const plain = postgres?.find((row) => row.call === PLAIN_LIST_CALL);
  const triage = postgres?.find((row) => row.call === TRIAGE_LIST_CALL);
  const triageTarget =
    "triage list (flag filter, PHQ-8 sort) p50 within 1.5x of the plain list's p50 (PostgreSQL)";
  if (plain && triage) {
    list.push({
      target: triageTarget,
      reached: triage.api.p50 <= 1.5 * plain.api.p50,
      figure: `${(triage.api.p50 / plain.api.p50).toFixed(2)}x (${ms(triage.api.p50)} against ${ms(plain.api.p50)})`,
    });
  } else {
    unmeasured(triageTarget);
  }
  const lists = postgres?.filter(isList) ?? [];
  if (lists.length > 0) {
    list.push({
      target: 'every list call within 1.5x of its best statement p50 (PostgreSQL)',
      ...all(
        lists,
        (r) => r.api.p50 <= 1.5 * r.sql.p50,
        (r) => `${(r.api.p50 / r.sql.p50).toFixed(2)}x`,
      ),
    });
  } else {
    unmeasured('every list call within 1.5x of its best statement p50 (PostgreSQL)');
  }
  const journey = postgres?.find((row) => row.call.startsWith('journey'));
  if (journey) {
    list.push({
      target: 'three-year journey p99 under 50 ms (PostgreSQL)',
      reached: journey.api.p99 < 50,
      figure: ms(journey.api.p99),
    });
  } else {
    unmeasured('three-year journey p99 under 50 ms (PostgreSQL)');
  }
  if (postgres && pglite) {
    const pairs = pglite.flatMap((row) => {
      const twin = postgres.find((other) => other.call === row.call);
      return twin
        ? [{ ...row, ratio: twin.api.requestsPerSecond / row.api.requestsPerSecond }]
        : [];
    });
    list.push({
      target: 'PGlite within 3x of PostgreSQL on every call (req/s)',
      reached: pairs.every((pair) => pair.ratio <= 3),
      figure: `worst ${Math.max(...pairs.map((pair) => pair.ratio)).toFixed(2)}x`,
    });
  } else {
    unmeasured('PGlite within 3x of PostgreSQL on every call (req/s)');
  }
  if (browser) {
    list.push({
      target: 'login page first-load JavaScript at most 250 KB gzipped',
      reached: browser.loginPageBytes <= 250 * 1024,
      figure: `${(browser.loginPageBytes / 1024).toFixed(1)} KB`,
    });
    const ours = browser.lighthouse.filter((page) => !page.page.startsWith('bare'));
    list.push({
      target: 'Lighthouse mobile 90 or more on the login page and the users list',
      reached: ours.every((page) => page.mobile >= 90),
      figure: ours.map((page) => `${page.page} ${page.mobile}`).join(', '),
    });
    list.push({
      target: 'Lighthouse desktop 98 or more on the login page and the users list',
      reached: ours.every((page) => page.desktop >= 98),
      figure: ours.map((page) => `${page.page} ${page.desktop}`).join(', '),
    });
    const { drawn, charts, milliseconds } = browser.journey;
    list.push({
      target: "the journey's charts drawn within 1 s of the data's arrival",
      reached: drawn === charts && milliseconds <= 1000,
      figure: `${drawn} of ${charts} charts in ${Math.round(milliseconds)} ms`,
    });
  } else {
    unmeasured('login page JavaScript, Lighthouse and journey drawing (browser)');
  }
  return list;
}

/** One line per target of issues 17 and 14: reached or missed, with the figure (or not measured). */
export function targetLines(figures: RunFigures): string[] {
  return verdicts(figures).map(({ target, reached, figure }) =>
    reached === undefined
      ? `not measured: ${target} (part not run)`
      : `${reached ? 'reached' : 'MISSED'}: ${target}: ${figure}`,
  );
}
