import { freshWrites, type CapturedQuery } from './capturedQuery';
import { callUrl, FLOOR_CALL, type BenchCall } from './calls';
import { explainCall, tableSizes } from './explain';
import { CONNECTIONS, driveHttp, type HttpTarget } from './httpDriver';
import {
  headersFor,
  recordCall,
  registerReplay,
  signInCallers,
  startApi,
  type Tokens,
} from './apiProcess';
import { CALLS, pooled, type Measurement, type Run } from './measurement';
import { backendsCpu, backendsSpent, processCpuMs } from './processCpu';
import { driveSql, type SqlRunner } from './sqlLimit';
import type { TableRow } from './table';

const WARM_UP_SECONDS = 1;
/**
 * Before its first measurement each API process answers every call of the run this many times
 * (BENCH_WARM_CALLS). V8 keeps optimising for tens of thousands of calls: measured first in a
 * fresh process, the tenfold mail table's page 1 cost 0.61-0.74 ms of API CPU a call, and the
 * same call measured after the other calls 0.43-0.47 ms, in every run. A server answers for days;
 * the bench measures it warm, every call alike.
 */
export const WARM_CALLS = Number(process.env.BENCH_WARM_CALLS ?? 2_000);

export interface ApiBenchTarget {
  label: string;
  api: { url?: string; dataDir?: string };
  openRunner: () => Promise<SqlRunner>;
  /**
   * Whether the statements' driver may run while the API holds the database (PostgreSQL): each
   * call's SQL half is then measured between its HTTP halves. PGlite has a single owner: its SQL
   * halves run after the API stopped.
   */
  runnerBesideApi: boolean;
}

export interface ApiBenchResult {
  rows: TableRow[];
  /** Per call, the scans its SELECTs plan (EXPLAIN on the scale data). */
  plans: { call: string; scans: string[]; largeSeqScans: string[] }[];
}

/** Reads have a floor twin: their statements answered over HTTP with none of the portal's work. */
const hasFloorTwin = (call: BenchCall) => call.method === 'GET' && call.name !== FLOOR_CALL;

/** Sign-in hashes a password (tens of milliseconds): a twentieth as many calls, one per connection at least. */
const callsOf = (call: BenchCall) =>
  call.method === 'POST' ? Math.max(CONNECTIONS, Math.ceil(CALLS / 20)) : CALLS;

/** A call's sides: the API, Fastify's floor answering its statements, the statements alone. */
type Side = 'api' | 'floor' | 'sql';

/**
 * Each side of a call is driven in four rounds of a quarter of its calls, in the orders ABC, CBA,
 * CBA, ABC, and the rounds pooled: a machine whose speed drifts while a call is measured, steadily
 * or faster at first, weighs on each side alike, and a ratio of two sides holds. Measured one
 * after the other, a side measured last met a slower or faster machine than the first. Two rounds
 * (ABC, CBA) cancel only a steady drift; the deep mail page's p50, driven twelve times in a row
 * through the API and the floor by turns, went 19.1, 19.9, 21.5, 20.8, 20.3, 19.1, 17.0, 16.8,
 * 17.6, 17.6, 16.7, 16.4 ms.
 */
const ROUNDS: Side[][] = [
  ['api', 'floor', 'sql'],
  ['sql', 'floor', 'api'],
  ['sql', 'floor', 'api'],
  ['api', 'floor', 'sql'],
];

/** What one side of a call spent over its rounds. */
interface Spent {
  runs: Run[];
  calls: number;
  apiMs: number;
  databaseMs: number;
}

const nothingSpent = (): Spent => ({ runs: [], calls: 0, apiMs: 0, databaseMs: 0 });

/** Whose CPU a side is charged: the API process (`apiPid`) and the PostgreSQL backends (`databaseUrl`). */
interface Charged {
  apiPid?: number;
  databaseUrl?: string | undefined;
}

/** One run over a fixed number of calls, added to `spent` with the CPU it cost. */
async function costed(
  calls: number,
  drive: () => Promise<Run>,
  { apiPid, databaseUrl }: Charged,
  spent: Spent,
): Promise<void> {
  const apiBefore = apiPid ? processCpuMs(apiPid) : 0;
  const backendsBefore = databaseUrl ? await backendsCpu(databaseUrl) : undefined;
  spent.runs.push(await drive());
  spent.calls += calls;
  spent.apiMs += apiPid ? processCpuMs(apiPid) - apiBefore : 0;
  spent.databaseMs +=
    databaseUrl && backendsBefore
      ? backendsSpent(backendsBefore, await backendsCpu(databaseUrl))
      : 0;
}

/** A side's rounds as one measurement, with the CPU per call of whom it was charged. */
const measurementOf = (spent: Spent, { apiPid, databaseUrl }: Charged): Measurement => ({
  ...pooled(spent.runs),
  ...(apiPid ? { apiCpu: spent.apiMs / spent.calls } : {}),
  ...(databaseUrl ? { databaseCpu: spent.databaseMs / spent.calls } : {}),
});

/** Drives each read of `calls` WARM_CALLS times, on a fresh API process before it is measured. */
async function warmUp(root: string, calls: BenchCall[], tokens: Tokens): Promise<void> {
  for (const call of calls.filter((c) => c.method === 'GET')) {
    await driveHttp(
      { url: callUrl(root, call), method: call.method, headers: headersFor(call, tokens) },
      { calls: WARM_CALLS },
    );
  }
}

/** Calls measured together, on the data `prepare` leaves (run first, the API idle). */
export interface BenchPass {
  calls: BenchCall[];
  prepare?: () => Promise<void>;
}

/**
 * Every call of each pass through HTTP, through Fastify's floor with its statements and as its
 * statements alone through the driver, in one API process first warmed with `warmWith` (every
 * call of the run, whichever this one measures). A pass that changes the data needs a database
 * the runner may share with the API (`runnerBesideApi`): the API stays up across passes, so a
 * pass is not measured in a younger process than the one before it.
 */
export async function runApiBench(
  target: ApiBenchTarget,
  passes: BenchPass[],
  warmWith: BenchCall[],
  log: (line: string) => void,
): Promise<ApiBenchResult> {
  if (!target.runnerBesideApi && passes.some((pass) => pass.prepare)) {
    throw new Error(`${target.label}: a pass that changes the data needs a shared database`);
  }
  const databaseUrl = target.api.url;
  const calls = passes.flatMap((pass) => pass.calls);
  const recorded = new Map<BenchCall, CapturedQuery[]>();
  const spent = new Map<BenchCall, Record<Side, Spent>>(
    calls.map((call) => [
      call,
      { api: nothingSpent(), floor: nothingSpent(), sql: nothingSpent() },
    ]),
  );
  const statements: Charged = { databaseUrl };
  /** The SQL side of a call: a second's warm-up, then `count` runs of its statements. */
  const measureSql = async (runner: SqlRunner, call: BenchCall, count: number) => {
    const queries = (recorded.get(call) ?? []).map(freshWrites);
    await driveSql(runner, queries, { seconds: WARM_UP_SECONDS });
    await costed(
      count,
      () => driveSql(runner, queries, { calls: count }),
      statements,
      spent.get(call)!.sql,
    );
  };
  const rows: TableRow[] = [];
  const plans: ApiBenchResult['plans'] = [];
  /** A pass's rows and plans, its SQL sides measured now where its rounds did not. */
  const finish = async (runner: SqlRunner, pass: BenchPass, http: Charged) => {
    const sizes = await tableSizes(runner);
    for (const call of pass.calls) {
      const sides = spent.get(call)!;
      const api = measurementOf(sides.api, http);
      if (call.name === FLOOR_CALL) {
        // No statements: the floor has no SQL half.
        rows.push({ call: call.name, api });
        continue;
      }
      if (sides.sql.runs.length === 0) {
        await measureSql(runner, call, callsOf(call));
      }
      const sql = measurementOf(sides.sql, statements);
      log(
        `  ${target.label} SQL  ${call.name}: ${Math.round(sql.requestsPerSecond)} req/s` +
          (sql.firstError ? ` (${sql.errors} failed, first: ${sql.firstError})` : ''),
      );
      const floor = sides.floor.runs.length > 0 ? measurementOf(sides.floor, http) : undefined;
      rows.push({ call: call.name, api, sql, ...(floor ? { floor } : {}) });
      const queries = (recorded.get(call) ?? []).map(freshWrites);
      plans.push({ call: call.name, ...(await explainCall(runner, queries, sizes)) });
    }
  };
  const api = await startApi(target.api);
  const http: Charged = { apiPid: api.pid, databaseUrl };
  let runner: SqlRunner | undefined;
  try {
    const tokens = await signInCallers(api.root);
    /** An HTTP side: a second's warm-up, then `count` calls with the CPU they cost. */
    const measureHttp = async (httpTarget: HttpTarget, count: number, into: Spent) => {
      await driveHttp(httpTarget, { seconds: WARM_UP_SECONDS });
      await costed(count, () => driveHttp(httpTarget, { calls: count }), http, into);
    };
    for (const [index, pass] of passes.entries()) {
      await pass.prepare?.();
      // Recorded on a quiet server, before any load, so no other request's SQL slips in.
      for (const call of pass.calls) {
        const { queries, status, bytes } = await recordCall(api.root, call, tokens);
        if (status !== 200) {
          throw new Error(`${call.name}: answered ${status}`);
        }
        recorded.set(call, queries);
        log(`  ${target.label} ${call.name}: ${queries.length} statements, ${bytes} bytes`);
      }
      const replays = new Map<BenchCall, string>();
      for (const call of pass.calls.filter(hasFloorTwin)) {
        replays.set(call, await registerReplay(api.root, recorded.get(call) ?? []));
      }
      if (index === 0) {
        await warmUp(api.root, warmWith, tokens);
        runner = target.runnerBesideApi ? await target.openRunner() : undefined;
      }
      for (const call of pass.calls) {
        const sides = spent.get(call)!;
        const replay = replays.get(call);
        // Each round at least one call per connection (autocannon's floor).
        const count = Math.max(CONNECTIONS, Math.ceil(callsOf(call) / ROUNDS.length));
        for (const order of ROUNDS) {
          for (const side of order) {
            if (side === 'api') {
              const headers = headersFor(call, tokens);
              const url = callUrl(api.root, call);
              await measureHttp(
                { url, method: call.method, headers, body: call.body },
                count,
                sides.api,
              );
            } else if (side === 'floor' && replay) {
              await measureHttp({ url: replay, method: 'GET', headers: {} }, count, sides.floor);
            } else if (side === 'sql' && runner && call.name !== FLOOR_CALL) {
              await measureSql(runner, call, count);
            }
          }
        }
        log(
          `  ${target.label} ${call.name}: API ${Math.round(pooled(sides.api.runs).requestsPerSecond)} req/s` +
            (replay
              ? `, floor ${Math.round(pooled(sides.floor.runs).requestsPerSecond)} req/s`
              : ''),
        );
      }
      if (runner) {
        await finish(runner, pass, http);
      }
    }
  } finally {
    await api.stop();
    await runner?.close();
  }
  if (!target.runnerBesideApi) {
    const after = await target.openRunner();
    try {
      for (const pass of passes) {
        await finish(after, pass, http);
      }
    } finally {
      await after.close();
    }
  }
  return { rows, plans };
}
