import { freshWrites, type CapturedQuery } from './capturedQuery';
import { benchCalls, type BenchCall, type CallParameters } from './calls';
import { explainCall, tableSizes } from './explain';
import { driveHttp } from './httpDriver';
import { headersFor, recordCall, signInCallers, startApi } from './apiProcess';
import type { Scale } from './scale';
import { driveSql, type SqlRunner } from './sqlLimit';
import type { TableRow } from './table';

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARM_UP_SECONDS = 1;

export interface ApiBenchTarget {
  label: string;
  scale: Scale;
  parameters: CallParameters;
  api: { url?: string; dataDir?: string };
  /** Opened only after the API stopped: PGlite has a single owner. */
  openRunner: () => Promise<SqlRunner>;
}

export interface ApiBenchResult {
  rows: TableRow[];
  /** Per call, the scans its SELECTs plan (EXPLAIN on the scale data). */
  plans: { call: string; scans: string[]; largeSeqScans: string[] }[];
}

/** The API half of every call through HTTP, then the SQL half of the same statements. */
export async function runApiBench(
  target: ApiBenchTarget,
  log: (line: string) => void,
): Promise<ApiBenchResult> {
  const calls = benchCalls(target.scale, target.parameters);
  const api = await startApi(target.api);
  const recorded = new Map<BenchCall, CapturedQuery[]>();
  const httpResults = new Map<BenchCall, Awaited<ReturnType<typeof driveHttp>>>();
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
    for (const call of calls) {
      const httpTarget = {
        url: `${api.root}/api/v2/${call.path}`,
        method: call.method,
        headers: headersFor(call, tokens),
        body: call.body,
      };
      await driveHttp(httpTarget, WARM_UP_SECONDS);
      const measured = await driveHttp(httpTarget, SECONDS);
      httpResults.set(call, measured);
      log(`  ${target.label} API  ${call.name}: ${Math.round(measured.requestsPerSecond)} req/s`);
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
      const queries = (recorded.get(call) ?? []).map(freshWrites);
      const http = httpResults.get(call);
      await driveSql(runner, queries, WARM_UP_SECONDS);
      const sql = await driveSql(runner, queries, SECONDS);
      log(
        `  ${target.label} SQL  ${call.name}: ${Math.round(sql.requestsPerSecond)} req/s` +
          (sql.firstError ? ` (${sql.errors} failed, first: ${sql.firstError})` : ''),
      );
      if (http) {
        rows.push({ call: call.name, api: http, sql });
      }
      plans.push({ call: call.name, ...(await explainCall(runner, queries, sizes)) });
    }
  } finally {
    await runner.close();
  }
  return { rows, plans };
}
