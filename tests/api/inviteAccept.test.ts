import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/db/database';
import { chargeFor } from './support/fixtures';
import { lastMailSentTo, mailsSentTo } from './support/mailbox';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

/**
 * `add-supporter` attaches only a company mate the caller already sees; any other
 * address is invited whether or not it has an account, and an existing account takes the
 * invitation signed in (`auth/invite-accept/`).
 */
let context: TestContext;
let manager: User;
let mate: User;
/** A case manager outside the manager's companies: their account must not show. */
let outsider: User;
let headers: Record<number, { authorization: string }>;

beforeAll(async () => {
  context = await startTestApp();
  const company = await context.database.db
    .insertInto('companies')
    .values({ name: 'Accepting Ltd' })
    .returning('id')
    .executeTakeFirstOrThrow();
  manager = await createUser(context, { username: 'accept-manager', companyIds: [company.id] });
  mate = await createUser(context, { username: 'accept-mate', companyIds: [company.id] });
  outsider = await createUser(context, { username: 'accept-outsider' });
  headers = {};
  for (const user of [manager, mate, outsider]) {
    headers[user.id] = bearer((await login(context, user.email)).access);
  }
});
afterAll(() => context.close());

const as = (user: User) => headers[user.id]!;

function addToCharge(uuid: string, email: string) {
  return context.app.inject({
    method: 'POST',
    url: `/api/v2/charges/${uuid}/add-supporter/`,
    headers: as(manager),
    payload: { email, designation: 'Occupational therapist' },
  });
}

function accept(user: User, uuid: string, code: string, isClient = true) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v2/auth/invite-accept/',
    headers: as(user),
    payload: { invite_uuid: uuid, invite_code: code, is_client: isClient },
  });
}

/** The invitation in the newest mail to `email`: its uuid and code, and its words without them. */
async function invitationMail(email: string) {
  const mail = await lastMailSentTo(context, email);
  const uuid = /invite-signup\/([0-9a-f-]{36})\//.exec(mail.text)?.[1] ?? '';
  const code = /invitation code is: ([A-Z0-9]+)/.exec(mail.text)?.[1] ?? '';
  const words = mail.text.replace(uuid, 'UUID').replace(code, 'CODE');
  return { uuid, code, words, subject: mail.subject };
}

async function supportsCharge(user: User, chargeId: number): Promise<boolean> {
  const row = await context.database.db
    .selectFrom('charge_supporters as s')
    .innerJoin('case_managers as cm', 'cm.id', 's.case_manager_id')
    .select('s.id')
    .where('cm.user_id', '=', user.id)
    .where('s.charge_id', '=', chargeId)
    .executeTakeFirst();
  return row !== undefined;
}

describe('add-supporter and existing accounts', () => {
  it('answers and mails an outside account exactly like an unknown address', async () => {
    const charge = await chargeFor(context, [{ user: manager, canInviteOthers: true }]);
    const unknown = await addToCharge(charge.uuid, 'accept-nobody@example.org');
    const account = await addToCharge(charge.uuid, outsider.email);
    expect({ status: account.statusCode, body: account.json<unknown>() }).toEqual({
      status: unknown.statusCode,
      body: unknown.json<unknown>(),
    });
    expect(account.json()).toEqual({ is_new_supporter: true });
    // Both are listed as invited; the outsider is not attached until they accept.
    const detail = await context.app.inject({
      url: `/api/v2/charges/${charge.uuid}/`,
      headers: as(manager),
    });
    expect(detail.json()).toMatchObject({
      otherSupporters: [],
      invitedSupporters: [
        { email: 'accept-nobody@example.org', status: 'PN' },
        { email: outsider.email, status: 'PN' },
      ],
    });
    expect(await supportsCharge(outsider, charge.id)).toBe(false);
    // The same mail, word for word, once the address, uuid and code are set aside.
    const toUnknown = await invitationMail('accept-nobody@example.org');
    const toAccount = await invitationMail(outsider.email);
    expect(toAccount.words).toBe(toUnknown.words);
    expect(toAccount.subject).toBe(toUnknown.subject);
    expect(toAccount.words).toContain('If you already have an account on the portal');
  });

  it('still attaches a company mate at once', async () => {
    const charge = await chargeFor(context, [{ user: manager, canInviteOthers: true }]);
    const added = await addToCharge(charge.uuid, mate.email.toUpperCase());
    expect(added.json()).toEqual({ is_new_supporter: false });
    expect(await supportsCharge(mate, charge.id)).toBe(true);
    expect(await mailsSentTo(context, mate.email)).toEqual([]);
    // Someone the charge already lists is refused, whoever they are.
    const again = await addToCharge(charge.uuid, mate.email);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ data: Record<string, string[]> }>().data.email).toEqual([
      'This supporter is already attached.',
    ]);
  });

  it('lets the existing account accept signed in, with the code, once', async () => {
    const charge = await chargeFor(context, [{ user: manager, canInviteOthers: true }]);
    await addToCharge(charge.uuid, outsider.email);
    const { uuid, code } = await invitationMail(outsider.email);

    // Sign-up with the right code tells the invitee to log in instead.
    const signup = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/invite-signup/',
      payload: {
        invite_uuid: uuid,
        invite_code: code,
        email: outsider.email,
        first_name: 'Out',
        last_name: 'Sider',
        password: 'A-long-enough-password-1',
        is_client: true,
      },
    });
    expect(signup.statusCode).toBe(400);
    expect(signup.json<{ data: Record<string, string[]> }>().data.email).toEqual([
      'This e-mail already has an account: log in to accept the invitation.',
    ]);

    // Another account may not take it, and does not use up the invitee's tries.
    const stranger = await accept(mate, uuid, code);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json<{ message: string }>().message).toMatch(/another e-mail address/);
    const wrong = await accept(outsider, uuid, 'WRONGCODE');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ data: Record<string, string[]> }>().data.invite_code).toEqual([
      'The code is invalid.',
    ]);
    const { failed_attempts } = await context.database.db
      .selectFrom('invitations')
      .select('failed_attempts')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(failed_attempts).toBe(1);
    expect(await supportsCharge(outsider, charge.id)).toBe(false);

    const ok = await accept(outsider, uuid, code.toLowerCase());
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'You have accepted the invitation.' });
    expect(await supportsCharge(outsider, charge.id)).toBe(true);
    const detail = await context.app.inject({
      url: `/api/v2/charges/${charge.uuid}/`,
      headers: as(manager),
    });
    expect(detail.json()).toMatchObject({
      otherSupporters: [{ email: outsider.email, designation: 'Occupational therapist' }],
      invitedSupporters: [],
    });
    const audit = await context.database.db
      .selectFrom('audit_log')
      .select(['actor_user_id', 'action'])
      .where('target_id', '=', uuid)
      .where('action', '=', 'invitation.accept')
      .execute();
    expect(audit).toEqual([{ actor_user_id: outsider.id, action: 'invitation.accept' }]);
    expect((await accept(outsider, uuid, code)).statusCode).toBe(410);
  });

  it('attaches an account accepting a charge request’s invitation to its case managers', async () => {
    const created = await context.app.inject({
      method: 'POST',
      url: '/api/v2/case-managers/charge-requests/',
      headers: as(manager),
      payload: {
        first_name: 'Late',
        last_name: 'Joiner',
        designation: 'Case manager',
        invited_supporters: [{ email: outsider.email, designation: 'OT' }],
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ charge_request: { id: number } }>().charge_request.id;
    const { uuid, code } = await invitationMail(outsider.email);
    // The invitation's kind counts: a request's invitation is no client one.
    expect((await accept(outsider, uuid, code, true)).statusCode).toBe(404);
    expect((await accept(outsider, uuid, code, false)).statusCode).toBe(200);
    const detail = await context.app.inject({
      url: `/api/v2/case-managers/charge-requests/${id}/`,
      headers: as(manager),
    });
    expect(detail.json()).toMatchObject({
      otChargeRequests: [{ email: outsider.email, designation: 'OT' }],
      invitedSupporters: [],
    });
  });

  it('is for signed-in callers only', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/invite-accept/',
      payload: {
        invite_uuid: '00000000-0000-4000-8000-000000000000',
        invite_code: 'ANYCODE1',
        is_client: false,
      },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the mail quota', () => {
  let quota: TestContext;
  beforeAll(async () => {
    quota = await startTestApp({
      mailQuota: { mailsPerDay: 2, invitationsPerRequest: 10, invitationsPerDay: 50 },
    });
  });
  afterAll(() => quota.close());

  it('counts invitations to accounts and to unknown addresses alike, and refuses both alike', async () => {
    const inviter = await createUser(quota, { username: 'quota-inviter' });
    const known = await createUser(quota, { username: 'quota-known' });
    const auth = bearer((await login(quota, inviter.email)).access);
    const first = await chargeFor(quota, [{ user: inviter, canInviteOthers: true }]);
    const second = await chargeFor(quota, [{ user: inviter, canInviteOthers: true }]);
    const add = async (uuid: string, email: string) => {
      const response = await quota.app.inject({
        method: 'POST',
        url: `/api/v2/charges/${uuid}/add-supporter/`,
        headers: auth,
        payload: { email, designation: 'OT' },
      });
      return { status: response.statusCode, body: response.json<unknown>() };
    };
    expect((await add(first.uuid, known.email)).status).toBe(200);
    expect((await add(first.uuid, 'quota-unknown@example.org')).status).toBe(200);
    // Had the account's mail not counted, a third would pass.
    const overUnknown = await add(first.uuid, 'quota-other@example.org');
    expect(overUnknown.status).toBe(429);
    expect(await add(second.uuid, known.email)).toEqual(overUnknown);
    const queued = await quota.database.db
      .selectFrom('mails')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('requested_by', '=', inviter.id)
      .executeTakeFirstOrThrow();
    expect(Number(queued.n)).toBe(2);
  });
});
