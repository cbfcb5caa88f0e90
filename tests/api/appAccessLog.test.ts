import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppAccessLog } from '../../core/generated/app-access-log';
import { caseManager, type CaseManager } from './support/app';
import { seededClient, type SeededClient } from './support/clientRecords';
import { kindRows, unzip } from './support/unzip';
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
  // Each seeded client gave the manager consent, and the manager viewed their journey once.
  client = await seededClient(context, manager);
  other = await seededClient(context, manager);
}, 180_000);
afterAll(() => context.close());

async function accessLog(who: SeededClient): Promise<AppAccessLog> {
  const response = await context.app.inject({
    url: '/api/v2/app/access-log/',
    headers: who.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AppAccessLog>();
}

function ownExport(who: SeededClient) {
  return context.app.inject({ url: '/api/v2/app/export/', headers: who.headers });
}

describe('app/access-log/', () => {
  it("lists their supporters' journey views by name and role, and an administrator's export", async () => {
    const journey = await context.app.inject({
      url: `/api/v2/charges/${client.chargeUuid}/sessions/`,
      headers: manager.headers,
    });
    expect(journey.statusCode).toBe(200);
    const printed = await context.app.inject({
      url: `/api/v2/charges/${client.chargeUuid}/report/`,
      headers: manager.headers,
    });
    expect(printed.statusCode, printed.body).toBe(200);
    const exported = await context.app.inject({
      method: 'POST',
      url: `/api/v2/users/${client.userUuid}/export/`,
      headers: admin.headers,
    });
    expect(exported.statusCode).toBe(200);
    expect((await ownExport(client)).statusCode).toBe(200);

    const log = await accessLog(client);
    const name = `${manager.user.first_name} ${manager.user.last_name}`;
    const journeys = log.items.filter((item) => item.viewed === 'journey');
    expect(journeys).toHaveLength(2);
    for (const item of journeys) {
      expect(item).toMatchObject({ role: 'MG', name });
    }
    expect(log.items.filter((item) => item.viewed === 'report')).toEqual([
      expect.objectContaining({ role: 'MG', name }),
    ]);
    // The administrator is no supporter of theirs: the role, no name.
    expect(log.items[0]).toMatchObject({ viewed: 'export', role: 'AD', name: null });
    // Their own export is not someone looking at them.
    expect(log.items.filter((item) => item.viewed === 'export')).toHaveLength(1);
    expect(log.count).toBe(log.items.length);
    const times = log.items.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("shows nobody else's views", async () => {
    const log = await accessLog(other);
    expect(log.items).toHaveLength(1);
    expect(log.items[0]).toMatchObject({ viewed: 'journey', role: 'MG' });
  });

  it('refuses a staff token', async () => {
    const response = await context.app.inject({
      url: '/api/v2/app/access-log/',
      headers: manager.headers,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('app/export/', () => {
  it('answers their own archive and nobody else’s', async () => {
    const response = await ownExport(other);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/zip');
    const files = unzip(response.rawPayload);
    expect(kindRows(files, 'account')).toEqual([
      expect.objectContaining({ email: other.email, first_name: other.firstName }),
    ]);
    const text = [...files.values()].map((file) => file.toString('utf8')).join('\n');
    for (const word of [client.email, client.firstName, client.policy, client.chargeUuid]) {
      expect(text).not.toContain(word);
    }
    const entry = await context.database.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'details'])
      .where('action', '=', 'charge.export')
      .where('charge_id', '=', other.chargeId)
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({ actor_user_id: other.userId, details: { via: 'app' } });
  });
});
