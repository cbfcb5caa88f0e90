/** Throughput and latency of one driver run. */
export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Answers that were not 2xx (the API) or statements that failed (SQL); should be 0. */
  errors: number;
  /** The first failure's message, so a table with errors says why. */
  firstError?: string;
  /** CPU milliseconds per call of the API process (with PGlite: the database's too). */
  apiCpu?: number;
  /** CPU milliseconds per call of the PostgreSQL backends serving it. */
  databaseCpu?: number;
}

/** One driver run: each answered call's time in milliseconds, and the run's length. */
export interface Run {
  latencies: number[];
  seconds: number;
  /** Answers that were not 2xx (the API) or statements that failed (SQL). */
  errors: number;
  firstError?: string;
}

/** Runs of one target as one measurement: their answers pooled, over their summed time. */
export function pooled(runs: Run[]): Measurement {
  const latencies = runs.flatMap((run) => run.latencies).sort((a, b) => a - b);
  const seconds = runs.reduce((sum, run) => sum + run.seconds, 0);
  const firstError = runs.find((run) => run.firstError !== undefined)?.firstError;
  return {
    requestsPerSecond: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    ...(firstError === undefined ? {} : { firstError }),
  };
}

/** Calls per measurement: CPU per call is read over this many (BENCH_CALLS, default 3,000). */
export const CALLS = Number(process.env.BENCH_CALLS ?? 3_000);

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) {
    return Number.NaN;
  }
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
