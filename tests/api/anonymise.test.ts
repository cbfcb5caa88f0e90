import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyRetention } from '../../server/services/clientRecords/retention';
import { caseManager, fingerprint, type CaseManager } from './support/app';
import { seededClient, type SeededClient } from './support/clientRecords';
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

function anonymise(userUuid: string, confirmation: unknown, headers = admin.headers) {
  return context.app.inject({
    method: 'POST',
    url: `/api/v2/users/${userUuid}/anonymise/`,
    headers,
    payload: { confirmation },
  });
}

/** Where any text column of any table holds `word`: "table.column (rows)", none when gone. */
async function whereFound(word: string): Promise<string[]> {
  const db = context.database.db;
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables t
      ON t.table_name = c.table_name AND t.table_schema = c.table_schema
    WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
      AND (c.data_type IN ('text', 'character varying', 'json', 'jsonb')
        OR (c.data_type = 'ARRAY' AND c.udt_name IN ('_text', '_varchar')))`.execute(db);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table_name)}
      WHERE strpos(lower(${sql.ref(column_name)}::text), lower(${word})) > 0`.execute(db);
    if (Number(rows[0]?.n) > 0) {
      found.push(`${table_name}.${column_name} (${rows[0]?.n})`);
    }
  }
  return found;
}

async function chargesCount(): Promise<number> {
  const response = await context.app.inject({
    url: '/api/v2/charges/?page_size=1',
    headers: admin.headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ count: number }>().count;
}

describe('users/{uuid}/anonymise/', () => {
  it('is refused unless the e-mail is typed, changing nothing', async () => {
    const before = await fingerprint(context);
    for (const typed of ['', 'someone@example.org', client.firstName]) {
      const response = await anonymise(client.userUuid, typed);
      expect(response.statusCode, typed).toBe(400);
      expect(response.json<{ data: Record<string, string[]> }>().data).toHaveProperty(
        'confirmation',
      );
    }
    const bodyless = await context.app.inject({
      method: 'POST',
      url: `/api/v2/users/${client.userUuid}/anonymise/`,
      headers: admin.headers,
    });
    expect(bodyless.statusCode).toBe(400);
    expect((await anonymise(client.userUuid, client.email, manager.headers)).statusCode).toBe(403);
    expect((await anonymise(manager.user.uuid, manager.user.email)).statusCode).toBe(409);
    expect(await fingerprint(context)).toEqual(before);
  });

  it('removes their names, e-mail and policy from every text column, and keeps the figures', async () => {
    const db = context.database.db;
    const words = [client.firstName, client.lastName, client.email, client.policy, client.nickname];
    // The seeded client is named in many places before: the scan finds them.
    expect(await whereFound(client.firstName)).not.toEqual([]);
    const count = await chargesCount();
    const scores = () =>
      db
        .selectFrom('questionnaires')
        .select(['kind', 'total_score', 'posted_at'])
        .where('charge_id', '=', client.chargeId)
        .orderBy('id')
        .execute();
    const scoresBefore = await scores();
    const checkins = () =>
      db
        .selectFrom('daily_checkins')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('charge_id', '=', client.chargeId)
        .executeTakeFirstOrThrow();
    const checkinsBefore = await checkins();

    const response = await anonymise(client.userUuid, ` ${client.email.toUpperCase()} `);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ message: string }>().message).toBeTruthy();

    for (const word of words) {
      expect(await whereFound(word), word).toEqual([]);
    }
    // Another client of the same supporter keeps their name.
    expect(await whereFound(other.firstName)).not.toEqual([]);
    expect(await chargesCount()).toBe(count);
    expect(await scores()).toEqual(scoresBefore);
    expect(await checkins()).toEqual(checkinsBefore);
    const acknowledgement = await db
      .selectFrom('attention_acknowledgements')
      .select(['note', 'code'])
      .where('charge_id', '=', client.chargeId)
      .executeTakeFirstOrThrow();
    expect(acknowledgement).toEqual({ note: '[removed]', code: 'low_mood' });
    const episode = await db
      .selectFrom('episodes')
      .select(['discharge_note', 'closed_on'])
      .where('charge_id', '=', client.chargeId)
      .executeTakeFirstOrThrow();
    expect(episode.discharge_note).toBeNull();
    expect(episode.closed_on).not.toBeNull();
  });

  it('ends their app sign-in, their tokens and the account', async () => {
    const signIn = await context.app.inject({
      method: 'POST',
      url: '/api/v2/app/token/',
      payload: { email: client.email, password: client.password },
    });
    expect(signIn.statusCode).toBeGreaterThanOrEqual(400);
    expect(signIn.statusCode).toBeLessThan(500);
    const refresh = await context.app.inject({
      method: 'POST',
      url: '/api/v2/app/token/refresh/',
      payload: { refresh: client.tokens.refresh },
    });
    expect(refresh.statusCode).toBeGreaterThanOrEqual(400);
    expect(refresh.statusCode).toBeLessThan(500);
    const call = await context.app.inject({
      url: '/api/v2/app/access-log/',
      headers: client.headers,
    });
    expect(call.statusCode).toBe(401);
    const detail = await context.app.inject({
      url: `/api/v2/users/${client.userUuid}/`,
      headers: admin.headers,
    });
    expect(detail.json()).toMatchObject({ isActive: false, isClient: true, anonymised: true });
  });

  it('records who anonymised them, and refuses a second time', async () => {
    const entry = await context.database.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'details'])
      .where('action', '=', 'charge.anonymise')
      .where('charge_id', '=', client.chargeId)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ actor_user_id: admin.id, details: { reason: 'request' } });
    const again = await anonymise(
      client.userUuid,
      `anonymised-${client.userUuid}@anonymised.invalid`,
    );
    expect(again.statusCode).toBe(409);
  });
});

describe('applyRetention', () => {
  it('anonymises a client whose episodes closed longer ago than the setting, and no other', async () => {
    const db = context.database.db;
    const now = new Date();
    // The other client's episode closed yesterday: kept by a 30-day setting.
    const setting = { daysAfterClose: 30, timeZone: 'Africa/Johannesburg' };
    expect(await applyRetention(db, now, setting)).toBe(0);
    expect(await whereFound(other.firstName)).not.toEqual([]);
    const later = new Date(now.getTime() + 40 * 86_400_000);
    expect(await applyRetention(db, later, setting)).toBe(1);
    expect(await whereFound(other.firstName)).toEqual([]);
    const entry = await db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'details'])
      .where('action', '=', 'charge.anonymise')
      .where('charge_id', '=', other.chargeId)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ actor_user_id: null, details: { reason: 'retention' } });
    // Run again: nothing left to do.
    expect(await applyRetention(db, later, setting)).toBe(0);
  });
});
