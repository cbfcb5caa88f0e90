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
import { CALLS, type Measurement } from './measurement';
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
  /** Opened only after the API stopped: PGlite has a single owner. */
  openRunner: () => Promise<SqlRunner>;
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

/**
 * One measurement over a fixed number of calls, with the CPU the API process (`apiPid`) and the
 * PostgreSQL backends (`databaseUrl`) spent on them, per call.
 */
async function costed(
  calls: number,
  drive: () => Promise<Measurement>,
  { apiPid, databaseUrl }: { apiPid?: number; databaseUrl?: string | undefined },
): Promise<Measurement> {
  const apiBefore = apiPid ? processCpuMs(apiPid) : 0;
  const backendsBefore = databaseUrl ? await backendsCpu(databaseUrl) : undefined;
  const measured = await drive();
  return {
    ...measured,
    ...(apiPid ? { apiCpu: (processCpuMs(apiPid) - apiBefore) / calls } : {}),
    ...(databaseUrl && backendsBefore
      ? { databaseCpu: backendsSpent(backendsBefore, await backendsCpu(databaseUrl)) / calls }
      : {}),
  };
}

/** Drives each read of `calls` WARM_CALLS times, on a fresh API process before it is measured. */
async function warmUp(root: string, calls: BenchCall[], tokens: Tokens): Promise<void> {
  for (const call of calls.filter((c) => c.method === 'GET')) {
    await driveHttp(
      { url: callUrl(root, call), method: call.method, headers: headersFor(call, tokens) },
      { calls: WARM_CALLS },
    );
  }
}

/**
 * The API half of every call through HTTP, then the SQL half of the same statements. The
 * process is first warmed with `warmWith`: every call of the run, whichever this one measures.
 */
export async function runApiBench(
  target: ApiBenchTarget,
  calls: BenchCall[],
  warmWith: BenchCall[],
  log: (line: string) => void,
): Promise<ApiBenchResult> {
  const databaseUrl = target.api.url;
  const api = await startApi(target.api);
  const recorded = new Map<BenchCall, CapturedQuery[]>();
  const httpResults = new Map<BenchCall, Measurement>();
  const floorResults = new Map<BenchCall, Measurement>();
  try {
    const tokens = await signInCallers(api.root);
    // Recorded on a quiet server, before any load, so no other request's SQL slips in.
    for (const call of calls) {
      const { queries, status, bytes } = await recordCall(api.root, call, tokens);
      if (status !== 200) {
        throw new Error(`${call.name}: answered ${status}`);
      }
      recorded.set(call, queries);
      log(`  ${target.label} ${call.name}: ${queries.length} statements, ${bytes} bytes`);
    }
    const replays = new Map<BenchCall, string>();
    for (const call of calls.filter(hasFloorTwin)) {
      replays.set(call, await registerReplay(api.root, recorded.get(call) ?? []));
    }
    await warmUp(api.root, warmWith, tokens);
    /** A target warmed for a second, then driven `count` times with the CPU it cost. */
    const measure = async (httpTarget: HttpTarget, count: number) => {
      await driveHttp(httpTarget, { seconds: WARM_UP_SECONDS });
      return costed(count, () => driveHttp(httpTarget, { calls: count }), {
        apiPid: api.pid,
        databaseUrl,
      });
    };
    for (const call of calls) {
      const count = callsOf(call);
      const measured = await measure(
        {
          url: callUrl(api.root, call),
          method: call.method,
          headers: headersFor(call, tokens),
          body: call.body,
        },
        count,
      );
      httpResults.set(call, measured);
      log(`  ${target.label} API  ${call.name}: ${Math.round(measured.requestsPerSecond)} req/s`);
      const replay = replays.get(call);
      if (replay) {
        const floor = await measure({ url: replay, method: 'GET', headers: {} }, count);
        floorResults.set(call, floor);
        log(
          `  ${target.label} floor with its statements: ${Math.round(floor.requestsPerSecond)} req/s`,
        );
      }
    }
  } finally {
    await api.stop();
  }
  const runner = await target.openRunner();
  const rows: TableRow[] = [];
  const plans: ApiBenchResult['plans'] = [];
  try {
    const sizes = await tableSizes(runner);
    for (const call of calls) {
      const http = httpResults.get(call);
      if (!http || call.name === FLOOR_CALL) {
        // No statements: the floor has no SQL half.
        rows.push(...(http ? [{ call: call.name, api: http }] : []));
        continue;
      }
      const queries = (recorded.get(call) ?? []).map(freshWrites);
      await driveSql(runner, queries, { seconds: WARM_UP_SECONDS });
      const count = callsOf(call);
      const sql = await costed(count, () => driveSql(runner, queries, { calls: count }), {
        databaseUrl,
      });
      log(
        `  ${target.label} SQL  ${call.name}: ${Math.round(sql.requestsPerSecond)} req/s` +
          (sql.firstError ? ` (${sql.errors} failed, first: ${sql.firstError})` : ''),
      );
      const floor = floorResults.get(call);
      rows.push({ call: call.name, api: http, sql, ...(floor ? { floor } : {}) });
      plans.push({ call: call.name, ...(await explainCall(runner, queries, sizes)) });
    }
  } finally {
    await runner.close();
  }
  return { rows, plans };
}
