import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/db/database';
import { chargeFor } from './support/fixtures';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

let context: TestContext;
let manager: User;
let other: User;
let admin: User;
const headers: Record<string, { authorization: string }> = {};

beforeAll(async () => {
  context = await startTestApp();
  const company = await context.database.db
    .insertInto('companies')
    .values({ name: 'Charges Ltd' })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Company mates: `add-supporter` attaches `other` at once (anyone else it invites).
  manager = await createUser(context, { username: 'charges-manager', companyIds: [company.id] });
  other = await createUser(context, { username: 'charges-other', companyIds: [company.id] });
  admin = await createUser(context, { username: 'charges-admin', role: 'AD', isSuperuser: true });
  for (const user of [manager, other, admin]) {
    headers[user.username] = bearer((await login(context, user.email)).access);
  }
});
afterAll(() => context.close());

const as = (user: User) => headers[user.username]!;

function consent(user: User, uuid: string, status: string) {
  return context.app.inject({
    method: 'POST',
    url: `/api/v2/charges/${uuid}/consent-status-update/`,
    headers: as(user),
    payload: { status },
  });
}

interface ChargeList {
  items: { uuid: string; fullName: string; consentStatus: string }[];
  count: number;
}

describe('charges/', () => {
  it('lists only the charges the caller supports, all of them for an administrator', async () => {
    const mine = await chargeFor(context, [{ user: manager }], { firstName: 'Mine' });
    const theirs = await chargeFor(context, [{ user: other }], { firstName: 'Theirs' });
    const list = (user: User) =>
      context.app
        .inject({ url: '/api/v2/charges/?page_size=100', headers: as(user) })
        .then((r) => r.json<ChargeList>().items.map((c) => c.uuid));
    expect(await list(manager)).toContain(mine.uuid);
    expect(await list(manager)).not.toContain(theirs.uuid);
    expect(await list(admin)).toEqual(expect.arrayContaining([mine.uuid, theirs.uuid]));
  });

  it("answers 404 for another supporter's charge, its consent and its supporters", async () => {
    const theirs = await chargeFor(context, [{ user: other, canInviteOthers: true }]);
    expect(
      (await context.app.inject({ url: `/api/v2/charges/${theirs.uuid}/`, headers: as(manager) }))
        .statusCode,
    ).toBe(404);
    expect((await consent(manager, theirs.uuid, 'RQ')).statusCode).toBe(404);
    const add = await context.app.inject({
      method: 'POST',
      url: `/api/v2/charges/${theirs.uuid}/add-supporter/`,
      headers: as(manager),
      payload: { email: 'x@example.org', designation: 'OT' },
    });
    expect(add.statusCode).toBe(404);
  });

  it('searches by full name and sorts by sessions', async () => {
    await chargeFor(context, [{ user: manager }], { firstName: 'Searchable', lastName: 'Person' });
    const response = await context.app.inject({
      url: `/api/v2/charges/?search=${encodeURIComponent('fullName::able pers|email::able pers')}&sort=sessions::desc`,
      headers: as(manager),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ChargeList>().items.map((c) => c.fullName)).toEqual(['Searchable Person']);
  });

  it('shows the detail with other supporters and the invite permission', async () => {
    const charge = await chargeFor(context, [
      { user: manager, consent: 'GV', canInviteOthers: true },
      { user: other, consent: 'RQ' },
    ]);
    const detail = await context.app.inject({
      url: `/api/v2/charges/${charge.uuid}/`,
      headers: as(manager),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      uuid: charge.uuid,
      consentStatus: 'GV',
      canSupporterInviteOthers: true,
      otherSupporters: [{ email: other.email, consentStatus: 'RQ' }],
      invitedSupporters: [],
    });
  });
});

describe('charges/{id}/consent-status-update/', () => {
  it('requests from Not Requested, mails the client, cancels, and requests again', async () => {
    const charge = await chargeFor(context, [{ user: manager }]);
    const requested = await consent(manager, charge.uuid, 'RQ');
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toMatchObject({ consentStatus: 'RQ' });
    const mails = await context.database.db.selectFrom('mails').select('recipients').execute();
    expect(mails.flatMap((m) => m.recipients)).toContain(charge.email);
    expect((await consent(manager, charge.uuid, 'RQ')).statusCode).toBe(409);
    expect((await consent(manager, charge.uuid, 'RC')).json()).toMatchObject({
      consentStatus: 'RC',
    });
    expect((await consent(manager, charge.uuid, 'RC')).statusCode).toBe(409);
    expect((await consent(manager, charge.uuid, 'RQ')).statusCode).toBe(200);
    const audit = await context.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('charge_id', '=', charge.id)
      .execute();
    expect(audit.map((a) => a.action)).toEqual([
      'consent.request',
      'consent.cancel',
      'consent.request',
    ]);
  });

  it.each([
    ['GV', 'RQ'],
    ['GV', 'RC'],
    [null, 'RC'],
    ['DN', 'RC'],
  ] as const)('refuses from %s the change to %s with 409, changing nothing', async (from, to) => {
    const charge = await chargeFor(context, [{ user: manager, consent: from }]);
    expect((await consent(manager, charge.uuid, to)).statusCode).toBe(409);
    const link = await context.database.db
      .selectFrom('charge_supporters')
      .select('consent_status')
      .where('charge_id', '=', charge.id)
      .executeTakeFirstOrThrow();
    expect(link.consent_status).toBe(from);
  });

  it('refuses statuses a supporter may not set', async () => {
    const charge = await chargeFor(context, [{ user: manager, consent: 'RQ' }]);
    expect((await consent(manager, charge.uuid, 'GV')).statusCode).toBe(400);
  });

  it('answers 404 to an administrator who does not support the charge', async () => {
    const charge = await chargeFor(context, [{ user: manager }]);
    expect((await consent(admin, charge.uuid, 'RQ')).statusCode).toBe(404);
  });
});

describe('charges/{id}/add-supporter/', () => {
  function add(user: User, uuid: string, email: string) {
    return context.app.inject({
      method: 'POST',
      url: `/api/v2/charges/${uuid}/add-supporter/`,
      headers: as(user),
      payload: { email, designation: 'Occupational therapist' },
    });
  }

  it('invites a new person, attaches a company mate, and refuses repeats', async () => {
    const charge = await chargeFor(context, [{ user: manager, canInviteOthers: true }]);
    const invited = await add(manager, charge.uuid, 'brand.new@example.org');
    expect(invited.json()).toEqual({ is_new_supporter: true });
    const repeat = await add(manager, charge.uuid, 'Brand.New@example.org');
    expect(repeat.statusCode).toBe(400);
    expect(repeat.json<{ data: Record<string, string[]> }>().data.email).toEqual([
      'You have already invited a supporter with this email',
    ]);
    const attached = await add(manager, charge.uuid, other.email);
    expect(attached.json()).toEqual({ is_new_supporter: false });
    expect((await add(manager, charge.uuid, other.email)).statusCode).toBe(400);
    const detail = await context.app.inject({
      url: `/api/v2/charges/${charge.uuid}/`,
      headers: as(manager),
    });
    expect(detail.json()).toMatchObject({
      otherSupporters: [
        { email: other.email, designation: 'Occupational therapist', consentStatus: 'NR' },
      ],
      invitedSupporters: [{ email: 'brand.new@example.org', status: 'PN' }],
    });
  });

  it('is refused to a supporter not allowed to invite others', async () => {
    const charge = await chargeFor(context, [{ user: manager, canInviteOthers: false }]);
    expect((await add(manager, charge.uuid, 'someone@example.org')).statusCode).toBe(403);
  });
});
