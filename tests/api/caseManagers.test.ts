import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseManager } from '../../core/generated/case-manager';
import type { CaseManagerDetail } from '../../core/generated/case-manager-detail';
import { appendAudit } from '../../server/repositories/auditLog';
import { createCharge } from '../../server/services/charges';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

let context: TestContext;
let admin: { authorization: string };
let manager: { authorization: string };
let companyIds: number[];
let zanele: { uuid: string; userId: number; carerId: number };

interface Page<T> {
  items: T[];
  count: number;
}

const get = (url: string, headers = admin) =>
  context.app.inject({ url: `/api/v2/${url}`, headers });

const newCaseManager = (overrides: Record<string, unknown> = {}, user = {}) => ({
  user: {
    first_name: 'Nandi',
    last_name: 'Zulu',
    email: 'nandi.zulu@example.org',
    password: 'A-long-enough-password',
    ...user,
  },
  role: 'MG',
  company: companyIds[0],
  ...overrides,
});

beforeAll(async () => {
  context = await startTestApp();
  const { db } = context.database;
  const companies = await db
    .insertInto('companies')
    .values([{ name: 'Acme' }, { name: 'Bantu Bank' }])
    .returning('id')
    .execute();
  companyIds = companies.map((c) => c.id);
  const adminUser = await createUser(context, { username: 'cm-admin', role: 'AD', isStaff: true });
  const managerUser = await createUser(context, { username: 'cm-manager', companyIds });
  const z = await createUser(context, {
    username: 'zanele',
    firstName: 'Zanele',
    lastName: 'Mthembu',
    companyIds: [companyIds[1] ?? 0],
  });
  const cm = await db
    .selectFrom('case_managers')
    .select(['id', 'uuid'])
    .where('user_id', '=', z.id)
    .executeTakeFirstOrThrow();
  zanele = { uuid: cm.uuid, userId: z.id, carerId: cm.id };
  const chargeId = await createCharge(db, {
    email: 'client@example.org',
    passwordHash: 'x',
    firstName: 'Sizwe',
    lastName: 'Ndlovu',
    companyId: null,
    courseId: null,
    policy: null,
  });
  await db
    .insertInto('charge_supporters')
    .values({ charge_id: chargeId, case_manager_id: cm.id, consent_status: 'GV' })
    .execute();
  await appendAudit(db, { actorUserId: z.id, action: 'journey.view', chargeId });
  await appendAudit(db, { actorUserId: z.id, action: 'journey.view', chargeId });
  admin = bearer((await login(context, adminUser.email)).access);
  manager = bearer((await login(context, managerUser.email)).access);
  // After the logins above, so these dates are what the list sees.
  await db
    .updateTable('users')
    .set({ last_login: new Date('2026-01-15T10:00:00Z'), logins_count: 4 })
    .where('id', '=', z.id)
    .execute();
  await db
    .updateTable('users')
    .set({ last_login: new Date('2025-06-01T10:00:00Z') })
    .where('id', '=', managerUser.id)
    .execute();
});
afterAll(() => context.close());

describe('GET case-managers/', () => {
  it('lists every case manager but not a pure administrator, last login first', async () => {
    const response = await get('case-managers/');
    expect(response.statusCode).toBe(200);
    const page = response.json<Page<CaseManager>>();
    expect(page.count).toBe(2);
    const first = page.items[0];
    expect(first).toMatchObject({
      uuid: zanele.uuid,
      fullName: 'Zanele Mthembu',
      loginsCount: 4,
      viewsCount: 2,
      carerId: zanele.carerId,
      companies: [{ id: companyIds[1], name: 'Bantu Bank' }],
      role: 'MG',
    });
  });

  it('searches name and e-mail, filters company and last login', async () => {
    const search = encodeURIComponent('name::zanele m|email::zanele m');
    expect((await get(`case-managers/?search=${search}`)).json<Page<CaseManager>>().count).toBe(1);
    const company = (await get(`case-managers/?filter=company::${companyIds[0]}`)).json<
      Page<CaseManager>
    >();
    expect(company.items.map((c) => c.email)).toEqual(['cm-manager@example.org']);
    const notANumber = await get('case-managers/?filter=company::acme');
    expect(notANumber.statusCode).toBe(400);
    expect(notANumber.json<{ message: string }>().message).toBe("Filter 'company' takes a number.");
    const since = (await get('case-managers/?filter=lastLogin::2026-01-15')).json<
      Page<CaseManager>
    >();
    expect(since.items.map((c) => c.uuid)).toEqual([zanele.uuid]);
    expect(
      (await get('case-managers/?filter=lastLogin::2026-01-16')).json<Page<CaseManager>>().count,
    ).toBe(0);
  });

  it('sorts by e-mail', async () => {
    const page = (await get('case-managers/?sort=email::asc')).json<Page<CaseManager>>();
    expect(page.items.map((c) => c.email)).toEqual([
      'cm-manager@example.org',
      'zanele@example.org',
    ]);
  });

  it('refuses an undeclared sort', async () => {
    expect((await get('case-managers/?sort=fullName::asc')).statusCode).toBe(400);
  });
});

describe('GET case-managers/{id}/ and {id}/charges', () => {
  it('shows the detail with the journeys viewed', async () => {
    const response = await get(`case-managers/${zanele.uuid}/`);
    expect(response.statusCode).toBe(200);
    const detail = response.json<CaseManagerDetail>();
    expect(detail.email).toBe('zanele@example.org');
    expect(detail.history).toHaveLength(2);
    expect(detail.history[0]).toMatchObject({ chargeName: 'Sizwe Ndlovu' });
    expect(detail.dateJoined).toEqual(expect.any(String));
  });

  it("keeps the journeys viewed with each view, from a user's earlier views on", async () => {
    const { db } = context.database;
    const viewer = await createUser(context, { username: 'cm-viewer', role: 'AD', isStaff: true });
    for (let view = 0; view < 3; view++) {
      await appendAudit(db, { actorUserId: viewer.id, action: 'journey.view' });
    }
    const made = await db
      .insertInto('case_managers')
      .values({ user_id: viewer.id })
      .returning('uuid')
      .executeTakeFirstOrThrow();
    const viewsCount = async () =>
      (await get(`case-managers/${made.uuid}/`)).json<CaseManagerDetail>().viewsCount;
    expect(await viewsCount()).toBe(3);
    await appendAudit(db, { actorUserId: viewer.id, action: 'journey.view' });
    await appendAudit(db, { actorUserId: viewer.id, action: 'auth.login' });
    expect(await viewsCount()).toBe(4);
    await db.deleteFrom('case_managers').where('uuid', '=', made.uuid).execute();
  });

  it('answers 404 for an unknown case manager', async () => {
    expect((await get('case-managers/00000000-0000-4000-8000-000000000000/')).statusCode).toBe(404);
  });

  it('lists the managed users with their consent', async () => {
    const page = (await get(`case-managers/${zanele.uuid}/charges`)).json<
      Page<{ firstName: string; consentStatus: string }>
    >();
    expect(page).toMatchObject({ count: 1, items: [{ firstName: 'Sizwe', consentStatus: 'GV' }] });
  });
});

describe('POST case-managers/', () => {
  const post = (payload: object, headers = admin) =>
    context.app.inject({ method: 'POST', url: '/api/v2/case-managers/', headers, payload });

  it('adds a case manager with role MG and a company, who can then sign in', async () => {
    const response = await post(newCaseManager());
    expect(response.statusCode).toBe(201);
    expect(response.json<CaseManager>()).toMatchObject({
      email: 'nandi.zulu@example.org',
      fullName: 'Nandi Zulu',
      role: 'MG',
      companies: [{ id: companyIds[0], name: 'Acme' }],
    });
    const tokens = await login(context, 'nandi.zulu@example.org', 'A-long-enough-password');
    expect(tokens.access).toEqual(expect.any(String));
  });

  it('places a taken e-mail and username on the user fields', async () => {
    const response = await post(
      newCaseManager({}, { email: 'NANDI.zulu@example.org', username: 'zanele' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ data: Record<string, string[]> }>().data).toEqual({
      'user.email': ['A user with this e-mail already exists.'],
      'user.username': ['A user with this username already exists.'],
    });
  });

  it('words schema errors as the forms do, per user field', async () => {
    const response = await post(newCaseManager({}, { email: 'nope', password: 'short' }));
    expect(response.json<{ data: Record<string, string[]> }>().data).toMatchObject({
      'user.email': ['Email is invalid'],
      'user.password': ['This field must be more than or equal to 12'],
    });
  });

  it('refuses an unknown company and a role other than MG', async () => {
    const unknown = await post(newCaseManager({ company: 999999 }, { email: 'x1@example.org' }));
    expect(unknown.json<{ data: Record<string, string[]> }>().data).toEqual({
      company: ['No company with this id.'],
    });
    expect(
      (await post(newCaseManager({ role: 'AD' }, { email: 'x2@example.org' }))).statusCode,
    ).toBe(400);
  });
});

describe('GET companies/', () => {
  it('lists companies by name to any signed-in user', async () => {
    const response = await get('companies/?page_size=100', manager);
    expect(response.json<Page<{ name: string }>>().items.map((c) => c.name)).toEqual([
      'Acme',
      'Bantu Bank',
    ]);
  });
});
