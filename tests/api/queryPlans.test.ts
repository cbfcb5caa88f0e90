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
  FLOOR_CALL,
  isListCall,
} from '../../scripts/bench/calls';
import { buildDataset } from '../../scripts/bench/dataset';
import { explainCall, tableSizes } from '../../scripts/bench/explain';
import type { CapturedQuery } from '../../scripts/bench/capturedQuery';
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
  tenfoldManagerCharges: 4_000,
  longJourneys: 3,
  journeyDays: 400,
  decadeDays: 800,
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
  return createDatabase({ url: url.toString(), poolSize: 2, log: recorder.log });
}

beforeAll(async () => {
  database = await createTestDatabase({ log: recorder.log });
  await buildDataset(database.db, scale, await hashPassword(BENCH_PASSWORD));
  const parameters = await readCallParameters(database.db);
  // The floor is the bench server's own route, with no SQL.
  calls = benchCalls(scale, parameters).filter((call) => call.name !== FLOOR_CALL);
  db = await withPlannerSettings(database);
  app = await buildApp({ config: testConfig(), db });
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

  it('read a list page and its count in one statement', async () => {
    const sizes = await tableSizes(runnerOf(db));
    const lists = calls.filter((call) => isListCall(call.name));
    expect(lists.length).toBeGreaterThan(5);
    for (const call of lists) {
      // The second call, from a kept caller: the first may read the caller on its own.
      await planOf(call, sizes);
      const { queries } = await planOf(call, sizes);
      expect(
        queries.map((query) => query.sql),
        call.name,
      ).toHaveLength(1);
    }
  });

  it("page a case manager's charges from one index of their links, a deep page as page 1", async () => {
    const sizes = await tableSizes(runnerOf(db));
    const listCalls = calls.filter((c) => c.caller === 'manager' && c.path.startsWith('charges/?'));
    expect(listCalls).toHaveLength(4);
    for (const call of listCalls) {
      // Triage's flag filter reads that flag's index of the links, in the PHQ-8 sort's order; a
      // course filter may read the course's links instead of the sort's order (then it sorts
      // the course's matches, not the caseload).
      const indexes = call.path.includes('severe_score')
        ? ['charge_supporters_severe_score_list_idx']
        : call.path.includes('course')
          ? ['charge_supporters_sessions_list_idx', 'charge_supporters_course_idx']
          : ['charge_supporters_sessions_list_idx'];
      const { queries } = await planOf(call, sizes);
      const [page] = queries.filter((q) => q.sql.includes('page_key'));
      expect(page, call.name).toBeDefined();
      const nodes = await analyzed(page!);
      const reads = (relation: string) =>
        nodes
          .filter((n) => n['Relation Name'] === relation)
          .reduce((sum, n) => sum + (n['Actual Rows'] ?? 0) * (n['Actual Loops'] ?? 1), 0);
      // The page's keys come from one sort index of the links, in its order: no sort of the
      // caseload (a sort, if any, orders the page's own rows).
      expect(
        nodes.some((n) => indexes.includes(n['Index Name'] ?? '')),
        call.name,
      ).toBe(true);
      for (const sort of nodes.filter((n) => n['Node Type'] === 'Sort')) {
        expect(sort['Actual Rows'], call.name).toBeLessThanOrEqual(PAGE_SIZE);
      }
      // Only the page's charges and their users are read, however deep the page, and the
      // caller's own row, read back to confirm a kept caller (lib/keptCallers.ts).
      expect(reads('charges'), call.name).toBeGreaterThan(0);
      expect(reads('charges'), call.name).toBeLessThanOrEqual(PAGE_SIZE);
      expect(reads('users'), call.name).toBeLessThanOrEqual(PAGE_SIZE + 1);
      const buffers =
        (nodes[0]?.['Shared Hit Blocks'] ?? 0) + (nodes[0]?.['Shared Read Blocks'] ?? 0);
      // A page of link index entries and ten charges: tens of buffers, where joining and
      // sorting the caseload (400 charges here) read thousands.
      expect(buffers, call.name).toBeLessThan(400);
    }
  });
});

const PAGE_SIZE = 10;

interface AnalyzedNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: AnalyzedNode[];
}

/** Every node of the statement's `EXPLAIN (ANALYZE, BUFFERS)` plan, the top one first. */
async function analyzed(query: CapturedQuery) {
  const result = (await runnerOf(db).run({
    sql: `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.sql}`,
    parameters: query.parameters,
  })) as { rows: { 'QUERY PLAN': unknown }[] };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as { Plan: AnalyzedNode }[];
  const nodes: AnalyzedNode[] = [];
  const walk = (node: AnalyzedNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(plan[0]!.Plan);
  return nodes;
}
