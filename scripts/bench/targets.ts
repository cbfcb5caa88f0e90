import {
  isListCall,
  JOURNEY_CALL,
  OUTCOME_CALLS,
  PLAIN_LIST_CALL,
  TRIAGE_LIST_CALL,
  type Twin,
} from './calls';
import type { TableRow } from './table';

/**
 * The figures of one run that the benchmark's targets are judged on, all ratios taken in the
 * same run so that they hold on any machine; absent parts were not run.
 */
export interface RunFigures {
  postgres?: TableRow[];
  pglite?: TableRow[];
  /** The deep and large calls and their small twins (calls.ts). */
  twins?: Twin[];
  /** Deep pages against page 1: shown with their figure, not judged (calls.ts). */
  deepPages?: Twin[];
  /** The outcome report's calls at ten times the closed episodes against full scale. */
  outcomeTwins?: Twin[];
  browser?: BrowserFigures;
}

export interface BrowserFigures {
  /** Gzipped JavaScript a first visit of the login page loads. */
  loginPageBytes: number;
  /** Lighthouse performance per page and form factor. */
  lighthouse: { page: string; desktop: number; mobile: number }[];
  journey: { drawn: number; charts: number; milliseconds: number };
}

/** The users list's Lighthouse mobile lead over the bare react-admin app when the targets were set. */
export const USERS_LIST_LEAD = 95 - 60;

const isList = (row: TableRow) => isListCall(row.call);
const ms = (value: number) => `${value.toFixed(value < 1 ? 3 : 1)} ms`;
const times = (value: number) => `${value.toFixed(2)}x`;
/** The whole CPU a call costs: the API's and, on PostgreSQL, its backends'. */
const cpuOf = (row: TableRow) => (row.api.apiCpu ?? NaN) + (row.api.databaseCpu ?? 0);

interface Verdict {
  target: string;
  reached: boolean | undefined;
  figure: string;
}

function all<T extends { call: string }>(
  rows: T[],
  reached: (row: T) => boolean,
  figure: (row: T) => string,
) {
  return {
    reached: rows.length > 0 && rows.every(reached),
    figure: rows.map((row) => `${row.call}: ${figure(row)}`).join('; '),
  };
}

/** Each pair's CPU per call (API + backends), large over small, where both were measured. */
function cpuPairs(rows: TableRow[] | undefined, pairs: Twin[] | undefined) {
  return (pairs ?? []).flatMap(({ large, small }) => {
    const big = rows?.find((row) => row.call === large);
    const twin = rows?.find((row) => row.call === small);
    return big && twin ? [{ call: `${large} / ${small}`, ratio: cpuOf(big) / cpuOf(twin) }] : [];
  });
}

function verdicts({ postgres, pglite, twins, outcomeTwins, browser }: RunFigures): Verdict[] {
  const list: Verdict[] = [];
  const unmeasured = (target: string) => list.push({ target, reached: undefined, figure: '' });
  const lists = postgres?.filter(isList) ?? [];
  const cpuTarget = "every list call: the API's CPU per call at most 1.5x its PostgreSQL backends'";
  const p50Target =
    "every list call: API p50 within 1.2x of Fastify's floor answering the same statements";
  if (lists.length > 0) {
    const cpuRatio = (r: TableRow) => (r.api.apiCpu ?? NaN) / (r.api.databaseCpu ?? NaN);
    list.push({
      target: cpuTarget,
      ...all(
        lists,
        (r) => cpuRatio(r) <= 1.5,
        (r) =>
          `${times(cpuRatio(r))} (${ms(r.api.apiCpu ?? NaN)} to ${ms(r.api.databaseCpu ?? NaN)})`,
      ),
    });
    // The floor is Fastify with the same statements and none of the portal's work: what is over
    // it is the portal's own (authentication, access, presenting, serialising).
    const p50Ratio = (r: TableRow) => r.api.p50 / (r.floor?.p50 ?? NaN);
    list.push({
      target: p50Target,
      ...all(
        lists,
        (r) => p50Ratio(r) <= 1.2,
        (r) => `${times(p50Ratio(r))} (${ms(r.api.p50)} against ${ms(r.floor?.p50 ?? NaN)})`,
      ),
    });
  } else {
    unmeasured(`${cpuTarget}; ${p50Target} (PostgreSQL)`);
  }
  const plain = postgres?.find((row) => row.call === PLAIN_LIST_CALL);
  const triage = postgres?.find((row) => row.call === TRIAGE_LIST_CALL);
  const triageTarget =
    "triage list (flag filter, PHQ-8 sort) p50 within 1.5x of the plain list's p50";
  if (plain && triage) {
    list.push({
      target: triageTarget,
      reached: triage.api.p50 <= 1.5 * plain.api.p50,
      figure: `${times(triage.api.p50 / plain.api.p50)} (${ms(triage.api.p50)} against ${ms(plain.api.p50)})`,
    });
  } else {
    unmeasured(triageTarget);
  }
  const journey = postgres?.find((row) => row.call === JOURNEY_CALL);
  const journeyTarget =
    'the three-year journey: API p50 within 1.5x of reading its kept answer alone through the driver';
  if (journey?.sql) {
    const ratio = journey.api.p50 / journey.sql.p50;
    list.push({
      target: journeyTarget,
      reached: ratio <= 1.5,
      figure: `${times(ratio)} (${ms(journey.api.p50)} against ${ms(journey.sql.p50)})`,
    });
  } else {
    unmeasured(journeyTarget);
  }
  const twinTarget = 'the deep and large calls at most 1.2x the CPU per call of their small twins';
  const pairs = cpuPairs(postgres, twins);
  if (pairs.length > 0) {
    list.push({
      target: `${twinTarget} (API + backends, PostgreSQL)`,
      ...all(
        pairs,
        (pair) => pair.ratio <= 1.2,
        (pair) => times(pair.ratio),
      ),
    });
  } else {
    unmeasured(twinTarget);
  }
  const outcomes = (postgres ?? []).filter((row) =>
    (OUTCOME_CALLS as readonly string[]).includes(row.call),
  );
  const outcomeTarget =
    'the outcome report (whole service, one company, one case manager): API p50 within 1.5x of its statements alone through the driver';
  if (outcomes.length > 0 && outcomes.every((row) => row.sql)) {
    const ratio = (r: TableRow) => r.api.p50 / (r.sql?.p50 ?? NaN);
    list.push({
      target: outcomeTarget,
      ...all(
        outcomes,
        (r) => ratio(r) <= 1.5,
        (r) => `${times(ratio(r))} (${ms(r.api.p50)} against ${ms(r.sql?.p50 ?? NaN)})`,
      ),
    });
  } else {
    unmeasured(outcomeTarget);
  }
  const outcomeGrowthTarget =
    'the outcome report at ten times the closed episodes at most 1.2x its CPU per call at full scale';
  const grown = cpuPairs(postgres, outcomeTwins);
  if (grown.length > 0) {
    list.push({
      target: `${outcomeGrowthTarget} (API + backends, PostgreSQL)`,
      ...all(
        grown,
        (pair) => pair.ratio <= 1.2,
        (pair) => times(pair.ratio),
      ),
    });
  } else {
    unmeasured(outcomeGrowthTarget);
  }
  const pgliteTarget = 'PGlite within 3x of PostgreSQL on every call (req/s)';
  if (postgres && pglite) {
    const ratios = pglite.flatMap((row) => {
      const twin = postgres.find((other) => other.call === row.call);
      return twin ? [twin.api.requestsPerSecond / row.api.requestsPerSecond] : [];
    });
    list.push({
      target: pgliteTarget,
      reached: ratios.every((ratio) => ratio <= 3),
      figure: `worst ${times(Math.max(...ratios))}`,
    });
  } else {
    unmeasured(pgliteTarget);
  }
  if (browser) {
    list.push({
      target: 'login page first-load JavaScript at most 250 KB gzipped',
      reached: browser.loginPageBytes <= 250 * 1024,
      figure: `${(browser.loginPageBytes / 1024).toFixed(1)} KB`,
    });
    const mobile = (prefix: string) =>
      browser.lighthouse.find((page) => page.page.startsWith(prefix))?.mobile ?? NaN;
    list.push({
      target: 'Lighthouse mobile 90 or more on the login page',
      reached: mobile('login') >= 90,
      figure: String(mobile('login')),
    });
    const lead = mobile('users') - mobile('bare');
    list.push({
      target: `Lighthouse mobile: the users list at least ${USERS_LIST_LEAD} points above the bare react-admin app`,
      reached: lead >= USERS_LIST_LEAD,
      figure: `${lead} (${mobile('users')} against ${mobile('bare')})`,
    });
  } else {
    unmeasured('login page JavaScript and Lighthouse (browser)');
  }
  return list;
}

/**
 * One line per target: reached or missed, with the figure (or not measured); then, shown and not
 * judged, the deep pages, each list call's p50 over its statements alone, and the part of that
 * which is HTTP's hop (the floor answering the call's statements) and no work of the portal's.
 */
export function targetLines(figures: RunFigures): string[] {
  const judged = verdicts(figures).map(({ target, reached, figure }) =>
    reached === undefined
      ? `not measured: ${target} (part not run)`
      : `${reached ? 'reached' : 'MISSED'}: ${target}: ${figure}`,
  );
  const deep = cpuPairs(figures.postgres, figures.deepPages).map(
    ({ call, ratio }) =>
      `shown, not judged: a deep page against page 1, CPU per call (numbered pages read every index entry before theirs): ${call}: ${times(ratio)}`,
  );
  const lists = (figures.postgres ?? []).filter(isList);
  const alone = lists.flatMap((row) =>
    row.sql === undefined ? [] : [`${row.call}: ${times(row.api.p50 / row.sql.p50)}`],
  );
  const hop = lists.flatMap((row) =>
    row.sql === undefined || row.floor === undefined
      ? []
      : [`${row.call}: ${times(row.floor.p50 / row.sql.p50)}`],
  );
  const split = [
    ...(alone.length === 0
      ? []
      : [
          `shown, not judged: each list call's API p50 over its statements alone through the driver: ${alone.join('; ')}`,
        ]),
    ...(hop.length === 0
      ? []
      : [
          `shown, not judged: HTTP's share of it, Fastify's floor answering the statements over the statements alone: ${hop.join('; ')}`,
        ]),
  ];
  return [...judged, ...deep, ...split];
}
