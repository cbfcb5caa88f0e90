import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { poolOf } from '../db/connect';
import { countMailsByStatus } from '../repositories/mailCounts';

/** The rate limiters of plugins/rateLimits.ts, by the name their refusals are counted under. */
export type LimiterName = 'general' | 'bad-token' | 'sensitive-address' | 'sensitive-account';

export interface Metrics {
  registry: Registry;
  requestDuration: Histogram<'method' | 'route' | 'status'>;
  databaseRefused: Counter;
  rateLimitRefused: Counter<'limiter'>;
  signInsFailed: Counter;
  signInsLocked: Counter;
}

/**
 * The Prometheus metrics of one API process, in a registry of its own. Requests are counted by
 * the latency histogram's `_count` (one observation per answer, the only per-request cost);
 * the pool's and the mail queue's state are read when scraped, not kept up to date.
 */
export function createMetrics(db: Kysely<Database>): Metrics {
  const registry = new Registry();
  const pool = poolOf(db);
  const requestDuration = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status (its _count counts requests)',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'PostgreSQL pool connections by state (in use, idle); absent on PGlite',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      if (pool) {
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
      }
    },
  });
  new Gauge({
    name: 'portal_db_pool_waiting',
    help: 'Queries waiting for a PostgreSQL pool connection',
    registers: [registry],
    collect() {
      this.set(pool?.waitingCount ?? 0);
    },
  });
  const databaseRefused = new Counter({
    name: 'portal_db_refused_total',
    help: 'Requests answered 503 because the database (or a pool connection) was unavailable',
    registers: [registry],
  });
  new Gauge({
    name: 'portal_mails',
    help: 'Mails by status, all processes: pending (the delivery queue), sent, failed',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      const counts = await countMailsByStatus(db);
      this.set({ status: 'pending' }, counts.PN);
      this.set({ status: 'sent' }, counts.SS);
      this.set({ status: 'failed' }, counts.FL);
    },
  });
  const rateLimitRefused = new Counter({
    name: 'portal_rate_limit_refusals_total',
    help: 'Requests refused 429 by a rate limiter, by limiter',
    labelNames: ['limiter'],
    registers: [registry],
  });
  const signInsFailed = new Counter({
    name: 'portal_sign_ins_failed_total',
    help: 'Staff sign-ins refused for a wrong e-mail or password (or an inactive account)',
    registers: [registry],
  });
  const signInsLocked = new Counter({
    name: 'portal_sign_ins_locked_total',
    help: 'Staff sign-ins refused because the account is locked after failures in a row',
    registers: [registry],
  });
  return {
    registry,
    requestDuration,
    databaseRefused,
    rateLimitRefused,
    signInsFailed,
    signInsLocked,
  };
}
