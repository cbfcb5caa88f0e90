import autocannon from 'autocannon';
import type { Measurement } from './measurement';

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
): Promise<Measurement> {
  const result = await autocannon({
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
  });
  return {
    // Answered calls only: a refused sign-in or a 5xx is quick and would flatter the rate.
    requestsPerSecond: result['2xx'] / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}
