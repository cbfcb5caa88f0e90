import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/database';
import { hashPassword } from '../../server/lib/passwords';
import {
  benchCalls,
  callerEmails,
  readCallParameters,
  type BenchCall,
} from '../../scripts/bench/calls';
import { buildDataset } from '../../scripts/bench/dataset';
import { explainCall, tableSizes } from '../../scripts/bench/explain';
import { BENCH_PASSWORD, type Scale } from '../../scripts/bench/scale';
import type { SqlRunner } from '../../scripts/bench/sqlLimit';
import { createSqlRecorder } from '../../scripts/bench/sqlRecorder';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';
import { testConfig } from './support/testApp';

/**
 * The benchmark's calls (scripts/bench/calls.ts) on enough rows that the planner must choose:
 * every SELECT they send is EXPLAINed, and none may read a large table from end to end. Plans,
 * not timings: the benchmark measures time.
 */
const scale: Scale = {
  label: 'plan test',
  charges: 12_000,
  caseManagers: 20,
  companies: 5,
  // Enough that, unfenced, the planner would rather walk a sort index of all charges.
  bigManagerCharges: 400,
  longJourneys: 3,
  journeyDays: 400,
  accessCodes: 6_000,
  mails: 6_000,
};

/** The planner settings the README recommends for a database held in memory. */
const plannerSettings = ['random_page_cost = 1.1', 'max_parallel_workers_per_gather = 0'];

let database: TestDatabase;
let db: Kysely<Database>;
let app: Awaited<ReturnType<typeof buildApp>>;
let calls: BenchCall[];
const recorder = createSqlRecorder();
const tokens: Record<string, string> = {};

function runnerOf(db: Kysely<Database>): SqlRunner {
  return {
    run: (query) => db.executeQuery(CompiledQuery.raw(query.sql, query.parameters)),
    close: () => Promise.resolve(),
  };
}

/**
 * On PostgreSQL the settings go on the test database and a new pool opens, so every connection
 * has them; PGlite has one session.
 */
async function withPlannerSettings(test: TestDatabase): Promise<Kysely<Database>> {
  if (test.kind === 'pglite') {
    for (const setting of plannerSettings) {
      await sql.raw(`SET ${setting}`).execute(test.db);
    }
    return test.db;
  }
  const name = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(test.db))
    .rows[0]?.name;
  for (const setting of plannerSettings) {
    await sql.raw(`ALTER DATABASE ${name} SET ${setting}`).execute(test.db);
  }
  const url = new URL(process.env.TEST_POSTGRES_URL ?? '');
  url.pathname = `/${name}`;
  return createDatabase({ url: url.toString(), poolSize: 2 });
}

beforeAll(async () => {
  database = await createTestDatabase();
  await buildDataset(database.db, scale, await hashPassword(BENCH_PASSWORD));
  const parameters = await readCallParameters(database.db);
  calls = benchCalls(scale, parameters);
  db = await withPlannerSettings(database);
  app = await buildApp({ config: testConfig(), db: db.withPlugin(recorder.plugin) });
  for (const [caller, email] of Object.entries(callerEmails)) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/',
      payload: { email, password: BENCH_PASSWORD },
    });
    tokens[caller] = response.json<{ access: string }>().access;
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
  if (db !== database?.db) {
    await db?.destroy();
  }
  await database?.drop();
});

/** Runs a call once, recording its SQL, and EXPLAINs what it sent. */
async function planOf(call: BenchCall, sizes: Map<string, number>) {
  recorder.start();
  const response = await app.inject({
    method: call.method,
    url: `/api/v2/${call.path}`,
    headers: {
      ...(call.caller === 'anonymous' ? {} : { authorization: `Bearer ${tokens[call.caller]}` }),
      ...(call.body ? { 'content-type': 'application/json' } : {}),
    },
    payload: call.body,
  });
  const queries = recorder.stop();
  expect(response.statusCode, call.name).toBe(200);
  expect(queries.length, call.name).toBeGreaterThan(0);
  return { queries, ...(await explainCall(runnerOf(db), queries, sizes)) };
}

describe('benchmark queries at scale', () => {
  it('read no large table sequentially', async () => {
    const sizes = await tableSizes(runnerOf(db));
    expect(sizes.get('charges')).toBeGreaterThan(5_000);
    const found: string[] = [];
    for (const call of calls) {
      const { largeSeqScans } = await planOf(call, sizes);
      found.push(...largeSeqScans.map((table) => `${call.name}: ${table}`));
    }
    expect(found).toEqual([]);
  });

  it("read a case manager's charges from their links, not a sort index, counted in the same pass", async () => {
    const sizes = await tableSizes(runnerOf(db));
    const listCalls = calls.filter((c) => c.caller === 'manager' && c.path.startsWith('charges/?'));
    expect(listCalls.length).toBeGreaterThan(0);
    for (const call of listCalls) {
      const { queries, scans } = await planOf(call, sizes);
      // A sort index of all charges would be walked to the end: the page is counted in one pass.
      expect(
        scans.filter((scan) => /charges_\w+_list_idx/.test(scan)),
        call.name,
      ).toEqual([]);
      expect(
        scans.some((scan) => scan.endsWith(' charge_supporters')),
        call.name,
      ).toBe(true);
      expect(
        queries.some((q) => /count\(\*\) OVER \(\)/i.test(q.sql)),
        call.name,
      ).toBe(true);
    }
  });
});
