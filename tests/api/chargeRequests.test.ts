import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/db/database';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

let context: TestContext;
let creator: User;
let attached: User;
let stranger: User;
let mate: User;
let companyId: number;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  context = await startTestApp();
  const company = await context.database.db
    .insertInto('companies')
    .values({ name: 'Requests Inc' })
    .returning('id')
    .executeTakeFirstOrThrow();
  companyId = company.id;
  creator = await createUser(context, { username: 'req-creator', companyIds: [companyId] });
  attached = await createUser(context, { username: 'req-attached', companyIds: [companyId] });
  stranger = await createUser(context, { username: 'req-stranger' });
  mate = await createUser(context, { username: 'req-mate', companyIds: [companyId] });
  for (const user of [creator, attached, stranger, mate]) {
    headers[user.username] = bearer((await login(context, user.email)).access);
  }
});
afterAll(() => context.close());

const as = (user: User) => headers[user.username]!;

async function uuidOf(user: User): Promise<string> {
  const row = await context.database.db
    .selectFrom('case_managers')
    .select('uuid')
    .where('user_id', '=', user.id)
    .executeTakeFirstOrThrow();
  return row.uuid;
}

async function createRequest(firstName: string): Promise<number> {
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/v2/case-managers/charge-requests/',
    headers: as(creator),
    payload: {
      first_name: firstName,
      last_name: 'Request',
      company: companyId,
      designation: 'Case manager',
      other_case_managers: [{ uuid: await uuidOf(attached), designation: 'OT' }],
      invited_supporters: [
        { email: `${firstName.toLowerCase()}.helper@example.org`, designation: 'OT' },
      ],
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ charge_request: { id: number } }>().charge_request.id;
}

interface RequestList {
  items: { id: number; firstName: string; company: string | null }[];
  count: number;
}

describe('case-managers/charge-requests/', () => {
  it('lists newest first for the creator and the attached case manager, never for others', async () => {
    const first = await createRequest('Older');
    const second = await createRequest('Newer');
    const list = (user: User) =>
      context.app
        .inject({ url: '/api/v2/case-managers/charge-requests/', headers: as(user) })
        .then((r) => r.json<RequestList>());
    expect((await list(creator)).items.map((r) => r.id).slice(0, 2)).toEqual([second, first]);
    expect((await list(attached)).items.map((r) => r.id)).toEqual(
      expect.arrayContaining([first, second]),
    );
    expect((await list(stranger)).count).toBe(0);
    expect(
      (
        await context.app.inject({
          url: `/api/v2/case-managers/charge-requests/${first}/`,
          headers: as(stranger),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('shows the directly added case managers and the invited supporters', async () => {
    const id = await createRequest('Detailed');
    const detail = await context.app.inject({
      url: `/api/v2/case-managers/charge-requests/${id}/`,
      headers: as(attached),
    });
    expect(detail.json()).toMatchObject({
      firstName: 'Detailed',
      company: 'Requests Inc',
      otChargeRequests: [{ email: attached.email, designation: 'OT' }],
      invitedSupporters: [
        { email: 'detailed.helper@example.org', designation: 'OT', status: 'PN' },
      ],
    });
  });

  it('searches first name, last name and e-mail', async () => {
    await createRequest('Findable');
    const response = await context.app.inject({
      url: `/api/v2/case-managers/charge-requests/?search=${encodeURIComponent('firstName::findab|lastName::findab|email::findab')}`,
      headers: as(creator),
    });
    expect(response.json<RequestList>().items.map((r) => r.firstName)).toEqual(['Findable']);
  });

  it('lets only the creator add supporters', async () => {
    const id = await createRequest('Supported');
    const add = (user: User, email: string) =>
      context.app.inject({
        method: 'POST',
        url: `/api/v2/case-managers/charge-requests/${id}/add-supporter/`,
        headers: as(user),
        payload: { email, designation: 'OT' },
      });
    expect((await add(attached, 'late@example.org')).statusCode).toBe(403);
    expect((await add(stranger, 'late@example.org')).statusCode).toBe(404);
    expect((await add(creator, 'late@example.org')).json()).toEqual({ is_new_supporter: true });
    // A company mate is attached at once; anyone else, an account or not, is invited alike.
    expect((await add(creator, mate.email)).json()).toEqual({ is_new_supporter: false });
    expect((await add(creator, stranger.email)).json()).toEqual({ is_new_supporter: true });
    const alreadyThere = await add(creator, attached.email);
    expect(alreadyThere.json<{ data: Record<string, string[]> }>().data.email).toEqual([
      'This supporter is already attached.',
    ]);
    expect(
      (await add(creator, creator.email)).json<{ data: Record<string, string[]> }>().data.email,
    ).toEqual([
      'You cannot invite yourself: you follow this client as the creator of the request.',
    ]);
    expect(
      (await add(creator, 'supported.helper@example.org')).json<{
        data: Record<string, string[]>;
      }>().data.email,
    ).toEqual(['You have already invited a supporter with this email']);
  });
});

describe('charge request invitations, row by row', () => {
  const post = (supporters: { email: string; designation: string }[], language = 'en') =>
    context.app.inject({
      method: 'POST',
      url: '/api/v2/case-managers/charge-requests/',
      headers: { ...as(creator), 'accept-language': language },
      payload: {
        first_name: 'Rows',
        last_name: 'Request',
        designation: 'Case manager',
        invited_supporters: supporters,
      },
    });
  type Refusal = { data: Record<string, string[]> };

  it("refuses the creator's own e-mail on its row, in English and isiZulu", async () => {
    const rows = [
      { email: 'first.row@example.org', designation: 'OT' },
      { email: creator.email.toUpperCase(), designation: 'OT' },
    ];
    const english = await post(rows);
    expect(english.statusCode).toBe(400);
    expect(english.json<Refusal>().data).toEqual({
      'invited_supporters.1.email': [
        'You cannot invite yourself: you follow this client as the creator of the request.',
      ],
    });
    const zulu = await post(rows, 'zu');
    expect(zulu.json<Refusal>().data['invited_supporters.1.email']).toEqual([
      'Awukwazi ukuzimema: usuvele ulandela lo mnakekelwa njengomuntu odale isicelo.',
    ]);
  });

  it('refuses the same e-mail twice on the later row, creating nothing', async () => {
    const before = await context.database.db
      .selectFrom('charge_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await post([
      { email: 'twice@example.org', designation: 'OT' },
      { email: 'Twice@example.org', designation: 'Coach' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json<Refusal>().data).toEqual({
      'invited_supporters.1.email': ['You have already invited a supporter with this email'],
    });
    const after = await context.database.db
      .selectFrom('charge_requests')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('case-managers/from-same-company/', () => {
  it('lists the company mates, 20 by default, never the caller', async () => {
    const response = await context.app.inject({
      url: '/api/v2/case-managers/from-same-company/',
      headers: as(creator),
    });
    expect(response.statusCode).toBe(200);
    const page = response.json<{ items: { email: string }[]; count: number }>();
    expect(page.items.map((m) => m.email).sort()).toEqual([attached.email, mate.email].sort());
    const strangers = await context.app.inject({
      url: '/api/v2/case-managers/from-same-company/',
      headers: as(stranger),
    });
    expect(strangers.json<{ count: number }>().count).toBe(0);
  });
});

describe('a charge request names only the creator’s own companies and company mates', () => {
  async function counts() {
    const db = context.database.db;
    const [requests, codes, mails] = await Promise.all(
      (['charge_requests', 'access_codes', 'mails'] as const).map((table) =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .executeTakeFirstOrThrow(),
      ),
    );
    return [requests?.n, codes?.n, mails?.n].map(Number);
  }

  const attempt = (payload: Record<string, unknown>) =>
    context.app.inject({
      method: 'POST',
      url: '/api/v2/case-managers/charge-requests/',
      headers: as(creator),
      payload: {
        first_name: 'Elsewhere',
        last_name: 'Request',
        designation: 'Case manager',
        invited_supporters: [{ email: 'elsewhere.helper@example.org', designation: 'OT' }],
        ...payload,
      },
    });

  it('refuses another company, answered like one that does not exist, creating nothing', async () => {
    const other = await context.database.db
      .insertInto('companies')
      .values({ name: 'Somebody Else Ltd' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const before = await counts();
    const response = await attempt({ company: other.id });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ data: Record<string, string[]> }>().data).toEqual({
      company: ['This company does not exist.'],
    });
    expect(await counts()).toEqual(before);
  });

  it('refuses a case manager of no shared company, creating nothing', async () => {
    const before = await counts();
    const response = await attempt({
      company: companyId,
      other_case_managers: [{ uuid: await uuidOf(stranger), designation: 'OT' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ data: Record<string, string[]> }>().data).toEqual({
      other_case_managers: ['One of the chosen case managers does not exist.'],
    });
    expect(await counts()).toEqual(before);
  });
});
