import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailSentTo } from './support/mailbox';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';
import { createCharge } from '../../server/services/charges';
import { caseManager, chargeRequest, register } from './support/app';
import { inviteSupporter } from '../../server/services/invitations';
import { testConfig } from './support/testApp';
import type { User } from '../../server/db/database';

let context: TestContext;
let manager: User;
let managerHeaders: { authorization: string };
let adminHeaders: { authorization: string };
/** The manager's company: other case managers on a request come from it. */
let companyIds: number[];

beforeAll(async () => {
  context = await startTestApp();
  const company = await context.database.db
    .insertInto('companies')
    .values({ name: 'Inviting Ltd' })
    .returning('id')
    .executeTakeFirstOrThrow();
  companyIds = [company.id];
  manager = await createUser(context, { username: 'inviting-manager', companyIds });
  const admin = await createUser(context, {
    username: 'mail-admin',
    role: 'AD',
    isSuperuser: true,
  });
  managerHeaders = bearer((await login(context, manager.email)).access);
  adminHeaders = bearer((await login(context, admin.email)).access);
});
afterAll(() => context.close());

interface MailList {
  items: { id: number; to: string[]; bodyText: string; subject: string }[];
  count: number;
}

/** The newest invitation delivered to `email`, with its link's uuid and its code. */
async function mailTo(email: string) {
  const mail = await lastMailSentTo(context, email);
  const uuid = /invite-signup\/([0-9a-f-]{36})\//.exec(mail.text)?.[1] ?? '';
  const code = /invitation code is: ([A-Z0-9]+)/.exec(mail.text)?.[1] ?? '';
  return { mail, uuid, code };
}

function createRequest(invited: { email: string; designation: string }[], others: object[] = []) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v2/case-managers/charge-requests/',
    headers: managerHeaders,
    payload: {
      first_name: ' Sizwe ',
      last_name: 'Ndlovu',
      email: null,
      company: null,
      policy_number: '  ',
      should_request_consent: true,
      designation: 'Case manager',
      other_case_managers: others,
      invited_supporters: invited,
    },
  });
}

function signup(uuid: string, code: string, email: string, overrides: object = {}) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v2/auth/invite-signup/',
    payload: {
      invite_uuid: uuid,
      invite_code: code,
      email,
      first_name: 'Zodwa',
      last_name: 'Mthembu',
      password: 'A-long-enough-password-1',
      is_client: false,
      ...overrides,
    },
  });
}

describe('charge requests and invitations', () => {
  it('creates a request with its access code, another case manager and an invited supporter', async () => {
    const colleague = await createUser(context, { username: 'colleague', companyIds });
    const colleagueCm = await context.database.db
      .selectFrom('case_managers')
      .select('uuid')
      .where('user_id', '=', colleague.id)
      .executeTakeFirstOrThrow();
    const response = await createRequest(
      [{ email: 'new.supporter@example.org', designation: 'Social worker' }],
      [{ uuid: colleagueCm.uuid, designation: 'OT' }],
    );
    expect(response.statusCode).toBe(201);
    const created = response.json<{ code: string; charge_request: Record<string, unknown> }>();
    expect(created.code).toMatch(/^[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    expect(created.charge_request).toMatchObject({
      firstName: 'Sizwe',
      fullName: 'Sizwe Ndlovu',
      policyNumber: null,
      accessCode: created.code,
      createdBy: manager.email,
    });
    const designations = await context.database.db
      .selectFrom('designations')
      .select('name')
      .execute();
    expect(designations.map((d) => d.name)).toContain('Social worker');
    const { mail, uuid, code } = await mailTo('new.supporter@example.org');
    expect(mail.to).toEqual(['new.supporter@example.org']);
    expect(uuid).not.toBe('');
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
  });

  it('refuses to invite the same address twice to one request', async () => {
    const response = await createRequest([
      { email: 'twice@example.org', designation: 'OT' },
      { email: 'TWICE@example.org', designation: 'OT' },
    ]);
    expect(response.statusCode).toBe(400);
    // The error names the row that repeats an address (the form shows it there).
    expect(response.json<{ data: Record<string, string[]> }>().data).toEqual({
      'invited_supporters.1.email': ['You have already invited a supporter with this email'],
    });
    const mails = await context.database.db.selectFrom('mails').select('recipients').execute();
    expect(mails.flatMap((m) => m.recipients)).not.toContain('twice@example.org');
  });

  it('requires names and a designation', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/case-managers/charge-requests/',
      headers: managerHeaders,
      payload: { first_name: '', last_name: 'X' },
    });
    expect(response.statusCode).toBe(400);
    const { data } = response.json<{ data: Record<string, string[]> }>();
    expect(data.designation).toEqual(['This field is required']);
  });

  it('shows the invitation, refuses a wrong code, then signs the supporter up once', async () => {
    await createRequest([{ email: 'joiner@example.org', designation: 'OT' }]);
    const { uuid, code } = await mailTo('joiner@example.org');
    const shown = await context.app.inject({ url: `/api/v2/case-managers/invitation/${uuid}/` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      email: 'joiner@example.org',
      designation: 'OT',
      invitedBy: { email: manager.email },
      chargeRequest: { firstName: 'Sizwe', lastName: 'Ndlovu' },
    });

    const wrong = await signup(uuid, 'WRONGCODE', 'joiner@example.org');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ data: Record<string, string[]> }>().data.invite_code).toEqual([
      'The code is invalid.',
    ]);
    const otherEmail = await signup(uuid, code, 'someone.else@example.org');
    expect(otherEmail.json<{ data: Record<string, string[]> }>().data.email).toBeDefined();

    const ok = await signup(uuid, code.toLowerCase(), 'joiner@example.org');
    expect(ok.statusCode).toBe(200);
    const tokens = ok.json<{ access: string }>();
    const profile = await context.app.inject({
      url: '/api/v2/users/shallow-profile/',
      headers: bearer(tokens.access),
    });
    expect(profile.json()).toMatchObject({
      email: 'joiner@example.org',
      role: 'QM',
      hasAcceptedTerms: true,
    });
    const attached = await context.database.db
      .selectFrom('charge_request_case_managers as crcm')
      .innerJoin('case_managers as cm', 'cm.id', 'crcm.case_manager_id')
      .innerJoin('users as u', 'u.id', 'cm.user_id')
      .select(['u.email', 'crcm.designation'])
      .where('u.email', '=', 'joiner@example.org')
      .execute();
    expect(attached).toEqual([{ email: 'joiner@example.org', designation: 'OT' }]);

    expect((await signup(uuid, code, 'joiner@example.org')).statusCode).toBe(410);
    expect(
      (await context.app.inject({ url: `/api/v2/case-managers/invitation/${uuid}/` })).statusCode,
    ).toBe(410);
  });

  it('locks an invitation after five wrong codes', async () => {
    await createRequest([{ email: 'guessed@example.org', designation: 'OT' }]);
    const { uuid, code } = await mailTo('guessed@example.org');
    for (let i = 0; i < 5; i += 1) {
      expect((await signup(uuid, `WRONG${i}`, 'guessed@example.org')).statusCode).toBe(400);
    }
    const locked = await signup(uuid, code, 'guessed@example.org');
    expect(locked.statusCode).toBe(400);
    expect(locked.json<{ data: Record<string, string[]> }>().data.invite_code?.[0]).toMatch(
      /Too many/,
    );
  });

  it('lets a client invitation be declined with its code', async () => {
    const chargeId = await createCharge(context.database.db, {
      email: 'client@example.org',
      passwordHash: 'not-used',
      firstName: 'Lindiwe',
      lastName: 'Cele',
      companyId: null,
      courseId: null,
      policy: null,
    });
    const { uuid } = await inviteSupporter(context.database.db, testConfig(), {
      email: 'decliner@example.org',
      designation: 'OT',
      invitedBy: manager,
      subjectName: 'Lindiwe Cele',
      target: { chargeId },
      code: 'KNOWNCODE',
    });
    const shown = await context.app.inject({ url: `/api/v2/charges/invitations/${uuid}/` });
    expect(shown.json()).toMatchObject({
      charge: { email: 'client@example.org', name: 'Lindiwe Cele' },
    });
    const decline = (code: string) =>
      context.app.inject({
        method: 'POST',
        url: `/api/v2/charges/invitations/${uuid}/decline/`,
        payload: { invite_uuid: uuid, invite_code: code },
      });
    expect((await decline('NOPE1234')).statusCode).toBe(400);
    expect((await decline('knowncode')).statusCode).toBe(200);
    const status = await context.database.db
      .selectFrom('invitations')
      .select('status')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('RJ');
    expect(
      (await signup(uuid, 'KNOWNCODE', 'decliner@example.org', { is_client: true })).statusCode,
    ).toBe(410);
  });

  it('answers 404 for an unknown invitation and a case-manager one asked as a client one', async () => {
    await createRequest([{ email: 'kind@example.org', designation: 'OT' }]);
    const { uuid } = await mailTo('kind@example.org');
    expect(
      (await context.app.inject({ url: `/api/v2/charges/invitations/${uuid}/` })).statusCode,
    ).toBe(404);
    expect(
      (
        await context.app.inject({
          url: '/api/v2/case-managers/invitation/00000000-0000-4000-8000-000000000000/',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('joining after the client registered', () => {
  it('links a late invitee to the charge and asks for consent when the request did', async () => {
    const creator = await caseManager(context);
    const { code } = await chargeRequest(context, creator, {
      invited_supporters: [{ email: 'late.joiner@example.org', designation: 'OT' }],
    });
    expect((await register(context, code)).statusCode).toBe(201);
    const { uuid, code: inviteCode } = await mailTo('late.joiner@example.org');
    expect((await signup(uuid, inviteCode, 'late.joiner@example.org')).statusCode).toBe(200);
    const link = await context.database.db
      .selectFrom('charge_supporters as s')
      .innerJoin('case_managers as cm', 'cm.id', 's.case_manager_id')
      .innerJoin('users as u', 'u.id', 'cm.user_id')
      .select(['s.consent_status', 's.designation'])
      .where('u.email', '=', 'late.joiner@example.org')
      .executeTakeFirstOrThrow();
    expect(link).toEqual({ consent_status: 'RQ', designation: 'OT' });
  });
});

describe('mail/', () => {
  it('is for administrators only', async () => {
    expect(
      (await context.app.inject({ url: '/api/v2/mail/', headers: managerHeaders })).statusCode,
    ).toBe(403);
    expect(
      (await context.app.inject({ url: '/api/v2/mail/1/', headers: managerHeaders })).statusCode,
    ).toBe(403);
  });

  it('lists newest first, searches subjects and opens one', async () => {
    const list = await context.app.inject({
      url: '/api/v2/mail/?page_size=100',
      headers: adminHeaders,
    });
    const page = list.json<MailList>();
    expect(page.count).toBeGreaterThan(0);
    const first = page.items[0]!;
    const detail = await context.app.inject({
      url: `/api/v2/mail/${first.id}/`,
      headers: adminHeaders,
    });
    expect(detail.json()).toMatchObject({ id: first.id, subject: first.subject });
    const search = await context.app.inject({
      url: `/api/v2/mail/?search=${encodeURIComponent('subject::Invitation to')}`,
      headers: adminHeaders,
    });
    expect(search.json<MailList>().count).toBe(page.count);
    expect(
      (await context.app.inject({ url: '/api/v2/mail/999999/', headers: adminHeaders })).statusCode,
    ).toBe(404);
    expect(
      (await context.app.inject({ url: '/api/v2/mail/abc/', headers: adminHeaders })).statusCode,
    ).toBe(400);
  });
});
