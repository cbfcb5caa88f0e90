import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATRIX, type Caller, type RouteEntry } from './access/matrix';
import { buildAccessWorld, type AccessWorld } from './access/world';
import {
  hostileBody,
  hostilePathParam,
  hostileQuery,
  type JsonSchema,
} from './hostile/arbitraries';
import { startTestApp, type TestContext } from './support/testApp';

/**
 * Bad input: random and hostile bodies, query strings and path params thrown at every
 * route of the OpenAPI document by a caller who may use it. No answer is a 5xx, every 4xx carries
 * the error envelope with a message, and no 4xx changes a row of any table.
 */

/**
 * Inputs per route: enough to reach each route's validation and handler, bounded for `npm test`;
 * `HOSTILE_RUNS=500` digs deeper by hand.
 */
const RUNS_PER_ROUTE = Number(process.env.HOSTILE_RUNS ?? 30);

/**
 * What a refused call may still write, by design: the audit log records failed attempts and the
 * one-time secrets count wrong tries so they can lock.
 */
const ATTEMPT_RECORDS = { tables: ['audit_log'], columns: ['failed_attempts'] };

interface Operation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

let context: TestContext;
let world: AccessWorld;
let document: OpenApiDocument;
let fingerprintQuery: ReturnType<typeof sql.raw>;
let inputsTried = 0;

/** Every application table (less the attempt records) digested in one query: it runs per call. */
async function buildFingerprintQuery(): Promise<ReturnType<typeof sql.raw>> {
  const { rows } = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      AND table_name NOT LIKE 'kysely_%'
    ORDER BY table_name`.execute(context.database.db);
  const dropped = ATTEMPT_RECORDS.columns.map((c) => ` - '${c}'`).join('');
  const parts = rows
    .map((r) => r.table_name)
    .filter((name) => !ATTEMPT_RECORDS.tables.includes(name))
    .map(
      (name) =>
        // A sum of row hashes: independent of the rows' order, so nothing is sorted.
        `SELECT '${name}' AS name, count(*) || ':' || ` +
        `coalesce(sum(hashtextextended((to_jsonb(t)${dropped})::text, 0)), 0) AS digest ` +
        `FROM "${name}" AS t`,
    );
  return sql.raw(parts.join(' UNION ALL '));
}

async function fingerprint(): Promise<Record<string, string>> {
  const { rows } = await fingerprintQuery.execute(context.database.db);
  return Object.fromEntries(
    (rows as { name: string; digest: string }[]).map((r) => [r.name, r.digest]),
  );
}

/**
 * The first transaction id not yet taken. Every write takes one, so while it stays the same
 * nothing was written and the tables need not be digested again. On PostgreSQL the other test
 * files' databases share the counter, so there it mostly moves and the digests are compared.
 */
async function nextTransaction(): Promise<string> {
  const { rows } = await sql<{ next: string }>`
    SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS next`.execute(context.database.db);
  return rows[0]!.next;
}

/** The tables as a refused call must leave them. */
interface Baseline {
  next: string;
  digests: Record<string, string>;
}

async function baselineNow(): Promise<Baseline> {
  const next = await nextTransaction();
  return { next, digests: await fingerprint() };
}

function resolve(ref: string): JsonSchema {
  const name = ref.replace('#/components/schemas/', '');
  const schema = document.components.schemas[name];
  if (!schema) {
    throw new Error(`Unresolved schema ${ref}`);
  }
  return schema;
}

/** The caller the route is for: the fuzzing is about input, not access. */
function callerFor(entry: RouteEntry): Caller {
  switch (entry.access) {
    case 'public':
      return 'anonymous';
    case 'client':
      return 'client';
    case 'admin':
      return 'admin';
    case 'staff':
      return entry.forbidden?.includes('manager') ? 'staff' : 'manager';
  }
}

/** The route's concrete path with the given segments (its `{param}`s) replaced. */
function pathWith(template: string, concrete: string, hostile: string | null): string {
  const templateParts = template.split('/');
  const concreteParts = concrete.split('/');
  return templateParts
    .map((part, i) => (hostile !== null && /^\{\w+\}$/.test(part) ? hostile : concreteParts[i]))
    .join('/');
}

beforeAll(async () => {
  context = await startTestApp();
  world = await buildAccessWorld(context);
  document = (await context.app.inject({ url: '/api/openapi.json' })).json<OpenApiDocument>();
  fingerprintQuery = await buildFingerprintQuery();
}, 120_000);

afterAll(async () => {
  // How much was tried, for whoever reads the run.
  console.log(
    `hostile inputs tried: ${inputsTried} across ${Object.keys(MATRIX).length} routes (${context.database.kind})`,
  );
  await context.close();
});

describe('hostile input', () => {
  it('covers every route of the OpenAPI document', () => {
    const served = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(served.sort()).toEqual(Object.keys(MATRIX).sort());
  });

  it('sees a transaction id taken, as every write takes one', async () => {
    const before = await nextTransaction();
    await sql`SELECT pg_current_xact_id()`.execute(context.database.db);
    expect(await nextTransaction()).not.toBe(before);
  });

  it.each(Object.keys(MATRIX))(
    '%s: no 5xx, an enveloped 4xx, nothing changed',
    async (route) => {
      const entry = MATRIX[route]!;
      const [method = 'GET', template = ''] = route.split(' ');
      const operation = document.paths[template]?.[method.toLowerCase()] ?? {};
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const queryNames = (operation.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name);
      const hasParams = template.includes('{');
      const input = fc.record({
        body: method === 'GET' ? fc.constant(undefined) : hostileBody(bodySchema, resolve),
        query: fc.option(hostileQuery(queryNames), { nil: undefined }),
        param: hasParams ? fc.option(hostilePathParam, { nil: null }) : fc.constant(null),
      });
      const headers = world.headers[callerFor(entry)];
      let baseline = await baselineNow();

      await fc.assert(
        fc.asyncProperty(input, async ({ body, query, param }) => {
          inputsTried += 1;
          const path = pathWith(template, entry.path(world.fixtures), param);
          const response = await context.app.inject({
            method: method as 'GET' | 'POST' | 'PATCH' | 'DELETE',
            url: query ? `${path}?${query}` : path,
            headers: body ? { ...headers, 'content-type': body.contentType } : headers,
            ...(body ? { payload: body.payload } : {}),
          });
          const answer = `${response.statusCode} ${response.body.slice(0, 500)}`;
          expect(response.statusCode, answer).toBeLessThan(500);
          if (response.statusCode < 400) {
            baseline = await baselineNow();
            return;
          }
          const envelope = response.json<{ message?: unknown; data?: unknown }>();
          expect(typeof envelope.message, answer).toBe('string');
          expect(String(envelope.message).trim(), answer).not.toBe('');
          expect(envelope.data, answer).toBeDefined();
          const next = await nextTransaction();
          if (next !== baseline.next) {
            expect(await fingerprint(), answer).toEqual(baseline.digests);
            baseline = { ...baseline, next };
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    },
    60_000,
  );
});
