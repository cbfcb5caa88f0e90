import autocannon from 'autocannon';
import type { Run } from './measurement';

export const CONNECTIONS = 16;

/** How often autocannon samples, and so how late after its last call a run ends. */
const SAMPLE_MS = 20;

export interface HttpTarget {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

/**
 * Drives one call with autocannon at 16 connections, for a time or a number of calls; the rate
 * counts 2xx answers only.
 */
export async function driveHttp(
  target: HttpTarget,
  length: { seconds: number } | { calls: number },
): Promise<Run> {
  const latencies: number[] = [];
  const options: autocannon.Options = {
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: CONNECTIONS,
    // autocannon ends a run at its next sample: at its default of a second, 3,000 calls answered
    // in 1.2 s counted as 2 s, rates came out as 3,000 / whole seconds (1,500, 1,000, 750...)
    // and a ratio of two rates could be off by half.
    sampleInt: SAMPLE_MS,
    ...('seconds' in length ? { duration: length.seconds } : { amount: length.calls }),
  };
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, finished) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    );
    // Each answer's own time, to the microsecond: autocannon's histogram keeps whole
    // milliseconds, so its p50 of a 4.8 ms call is 4, a fifth off the statements' exact p50.
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) {
        latencies.push(responseTime);
      }
    });
  });
  return {
    // Answered calls only: a refused sign-in or a 5xx is quick and would flatter the rate.
    latencies,
    seconds: result.duration,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}
