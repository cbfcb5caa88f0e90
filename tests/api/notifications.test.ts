import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../core/generated/notification';
import type { NotificationList } from '../../core/generated/notification-list';
import {
  caseManager,
  company,
  post,
  registeredClient,
  type CaseManager,
  type Client,
} from './support/app';
import { notifyMissedQuestionnaires } from '../../server/services/notificationEvents';
import { ago, answersFor, consentedClient } from './support/triage';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

/**
 * The inbox: events reach only the people who may see them, in the write's own transaction;
 * each caller reads and marks only their own.
 */
let context: TestContext;
let holder: CaseManager;
let asked: CaseManager;
let extra: CaseManager;
let outsider: CaseManager;
let adminHeaders: { authorization: string };

type Headers = { authorization: string };

beforeAll(async () => {
  context = await startTestApp();
  holder = await caseManager(context);
  asked = await caseManager(context);
  extra = await caseManager(context);
  outsider = await caseManager(context);
  // Only company mates may be attached to one request, or added at once.
  const shared = await company(context, 'Inbox Mates');
  await context.database.db
    .insertInto('case_manager_companies')
    .values([holder, asked, extra].map((cm) => ({ case_manager_id: cm.id, company_id: shared })))
    .execute();
  const admin = await createUser(context, { role: 'AD' });
  adminHeaders = bearer((await login(context, admin.email)).access);
});
afterAll(() => context.close());

async function inbox(headers: Headers, query = ''): Promise<Notification[]> {
  const response = await context.app.inject({
    url: `/api/v2/notifications/?page_size=100${query}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NotificationList>().items;
}

const about = (items: Notification[], client: Client) =>
  items.filter((item) => item.chargeUuid === client.chargeUuid);

async function unread(headers: Headers): Promise<number> {
  const response = await context.app.inject({
    url: '/api/v2/notifications/unread-count/',
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ unread: number }>().unread;
}

function phq8(client: Client, total: number, postedAt: string) {
  return post(context, 'questionnaires/phq8/', client.headers, {
    qs: answersFor(total, 8, 3),
    posted_at: postedAt,
  });
}

const action = (headers: Headers, path: string) =>
  context.app.inject({ method: 'POST', url: `/api/v2/notifications/${path}`, headers });

describe('a PHQ-8 of 20 through the companion-app API', () => {
  let client: Client;
  const postedAt = ago(0, 5);

  beforeAll(async () => {
    client = await consentedClient(context, holder, [asked]);
    expect((await phq8(client, 20, postedAt)).statusCode).toBe(201);
  });

  it('reaches each attached supporter with Given consent, unread, and no one else', async () => {
    const mine = about(await inbox(holder.headers), client);
    expect(mine.map((item) => item.kind).sort()).toEqual([
      'consent_changed',
      'flag_raised',
      'questionnaire_answered',
    ]);
    expect(mine.every((item) => item.state === 'unread')).toBe(true);
    expect(mine.find((item) => item.kind === 'flag_raised')?.what).toEqual({
      key: 'resources.notifications.what.flag_raised',
      values: { flag: 'portal.attention.flags.severe_score' },
    });
    expect(await unread(holder.headers)).toBe(3);
    // Attached but only asked, another caseload, an administrator not attached.
    for (const headers of [asked.headers, outsider.headers, adminHeaders]) {
      expect(about(await inbox(headers), client)).toEqual([]);
      expect(await unread(headers)).toBe(0);
    }
  });

  it('does not notify twice for a retried write, nor while one answer is unread', async () => {
    expect((await phq8(client, 20, postedAt)).statusCode).toBe(200);
    expect((await phq8(client, 21, ago(0, 3))).statusCode).toBe(201);
    const mine = about(await inbox(holder.headers), client);
    expect(mine.filter((item) => item.kind === 'questionnaire_answered')).toHaveLength(1);
    expect(mine.filter((item) => item.kind === 'flag_raised')).toHaveLength(1);
  });

  it("hides another's notification (404), reading and marking alike", async () => {
    const [first] = about(await inbox(holder.headers), client);
    expect(first).toBeDefined();
    const uuid = first?.uuid ?? '';
    expect(
      (await context.app.inject({ url: `/api/v2/notifications/${uuid}/`, headers: asked.headers }))
        .statusCode,
    ).toBe(404);
    expect((await action(asked.headers, `${uuid}/mark-read/`)).statusCode).toBe(404);
    expect((await action(adminHeaders, `${uuid}/mark-read/`)).statusCode).toBe(404);
  });

  it('filters by kind and by read or unread, newest first', async () => {
    const flags = await inbox(holder.headers, '&filter=kind::flag_raised');
    expect(flags.map((item) => item.kind)).toEqual(['flag_raised']);
    const all = await inbox(holder.headers);
    const times = all.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(await inbox(holder.headers, '&filter=state::read')).toEqual([]);
  });

  it('marks one read, then refuses to mark it again (409)', async () => {
    const [flag] = await inbox(holder.headers, '&filter=kind::flag_raised');
    const marked = await action(holder.headers, `${flag?.uuid ?? ''}/mark-read/`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ message: 'Marked read.' });
    expect(await unread(holder.headers)).toBe(2);
    const read = await inbox(holder.headers, '&filter=state::read');
    expect(read.map((item) => item.uuid)).toEqual([flag?.uuid]);
    expect((await action(holder.headers, `${flag?.uuid ?? ''}/mark-read/`)).statusCode).toBe(409);
  });

  it("marks the charge's notifications read when its journey is viewed", async () => {
    const view = await context.app.inject({
      url: `/api/v2/charges/${client.chargeUuid}/sessions/`,
      headers: holder.headers,
    });
    expect(view.statusCode).toBe(200);
    expect(await unread(holder.headers)).toBe(0);
    // Seen: the next answer notifies again.
    expect((await phq8(client, 22, ago(0, 1))).statusCode).toBe(201);
    const again = await inbox(holder.headers, '&filter=state::unread');
    expect(again.map((item) => item.kind)).toEqual(['questionnaire_answered']);
  });

  it('marks all read', async () => {
    const marked = await action(holder.headers, 'mark-all-read/');
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await unread(holder.headers)).toBe(0);
  });
});

describe('consent given, refused and withdrawn', () => {
  it('tells the supporter concerned only', async () => {
    const client = await registeredClient(context, holder, {
      should_request_consent: true,
      other_case_managers: [{ uuid: asked.uuid, designation: 'OT' }],
    });
    const answer = (supporter: CaseManager, status: 'GV' | 'DN') =>
      post(context, `consent-requests/${supporter.uuid}/`, client.headers, { status });
    expect((await answer(holder, 'GV')).statusCode).toBe(200);
    expect((await answer(asked, 'DN')).statusCode).toBe(200);
    const said = async (supporter: CaseManager) =>
      about(await inbox(supporter.headers), client).map((item) => item.what.key);
    expect(await said(holder)).toEqual(['resources.notifications.what.consent_changed.given']);
    expect(await said(asked)).toEqual(['resources.notifications.what.consent_changed.refused']);
  });
});

describe('a supporter added', () => {
  it("tells the charge's other supporters with Given consent, not the one added or adding", async () => {
    const client = await consentedClient(context, holder, [asked]);
    expect(
      (await post(context, `consent-requests/${asked.uuid}/`, client.headers, { status: 'GV' }))
        .statusCode,
    ).toBe(200);
    const added = await context.app.inject({
      method: 'POST',
      url: `/api/v2/charges/${client.chargeUuid}/add-supporter/`,
      headers: holder.headers,
      payload: { email: extra.user.email, designation: 'OT' },
    });
    expect(added.statusCode, added.body).toBe(200);
    const kinds = async (supporter: CaseManager) =>
      about(await inbox(supporter.headers), client)
        .map((item) => item.kind)
        .filter((kind) => kind === 'supporter_added');
    expect(await kinds(asked)).toEqual(['supporter_added']);
    expect(await kinds(holder)).toEqual([]);
    expect(await kinds(extra)).toEqual([]);
  });
});

describe('questionnaires missed in a row (the periodic check)', () => {
  it('tells the supporters with Given consent once per run of missed questionnaires', async () => {
    const client = await consentedClient(context, holder, [asked]);
    expect((await phq8(client, 5, ago(30))).statusCode).toBe(201);
    const db = context.database.db;
    await notifyMissedQuestionnaires(db);
    await notifyMissedQuestionnaires(db);
    const missed = async (supporter: CaseManager) =>
      about(await inbox(supporter.headers), client).filter(
        (item) => item.kind === 'questionnaires_missed',
      );
    expect((await missed(holder)).map((item) => item.what.values)).toEqual([{ count: '2' }]);
    expect(await missed(asked)).toEqual([]);
  });
});
