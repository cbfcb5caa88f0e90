import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseManager, company, fingerprint } from './support/app';
import { chargeFor } from './support/fixtures';
import { lastMailSentTo } from './support/mailbox';
import {
  bearer,
  createUser,
  login,
  startTestApp,
  type TestContext,
  type Tokens,
  signedInAdmin,
} from './support/testApp';

/** Administrators edit, deactivate and reactivate accounts and send password resets. */

let context: TestContext;
let admin: { id: number; headers: { authorization: string } };

beforeAll(async () => {
  context = await startTestApp();
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

const patchCaseManager = (
  uuid: string,
  payload: Record<string, unknown>,
  headers = admin.headers,
) =>
  context.app.inject({
    method: 'PATCH',
    url: `/api/v2/case-managers/${uuid}/`,
    headers,
    payload,
  });

const profile = (tokens: Tokens) =>
  context.app.inject({ url: '/api/v2/users/profile/', headers: bearer(tokens.access) });

async function auditOf(uuid: string) {
  return context.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_user_id', 'details'])
    .where('target_id', '=', uuid)
    .orderBy('id')
    .execute();
}

const ACCOUNT_TABLES = ['users', 'refresh_tokens', 'audit_log', 'mails'];

const companiesOf = (caseManagerId: number) =>
  context.database.db
    .selectFrom('case_manager_companies')
    .select('company_id')
    .where('case_manager_id', '=', caseManagerId)
    .execute();

describe('PATCH case-managers/{uuid}/', () => {
  it('changes names, e-mail and several companies, and audits user.update', async () => {
    const manager = await caseManager(context);
    const north = await company(context, `North ${Date.now()}`);
    const south = await company(context, `South ${Date.now()}`);
    const response = await patchCaseManager(manager.uuid, {
      firstName: ' Zanele ',
      email: `edited-${manager.id}@example.org`,
      companies: [north, south],
    });
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json<{
      firstName: string;
      email: string;
      companies: { id: number }[];
    }>();
    expect(detail.firstName).toBe('Zanele');
    expect(detail.email).toBe(`edited-${manager.id}@example.org`);
    expect(detail.companies.map((c) => c.id).sort()).toEqual([north, south].sort());
    const list = await context.app.inject({
      url: `/api/v2/case-managers/?filter=company::${south}`,
      headers: admin.headers,
    });
    expect(list.json<{ items: { uuid: string }[] }>().items.map((i) => i.uuid)).toEqual([
      manager.uuid,
    ]);
    const [entry] = await auditOf(manager.user.uuid);
    expect(entry).toMatchObject({ action: 'user.update', actor_user_id: admin.id });
    expect(entry?.details).toEqual({ fields: ['firstName', 'email', 'companies'] });
  });

  it('refuses bad fields with field errors, changing nothing', async () => {
    const manager = await caseManager(context);
    const taken = await createUser(context);
    const before = await fingerprint(context, ACCOUNT_TABLES);
    const companiesBefore = await companiesOf(manager.id);
    const response = await patchCaseManager(manager.uuid, {
      firstName: '  ',
      email: taken.email.toUpperCase(),
      companies: [2147483000],
      isActive: false,
    });
    expect(response.statusCode).toBe(400);
    const { data } = response.json<{ data: Record<string, string[]> }>();
    expect(data).toEqual({
      firstName: ['This field is required'],
      email: ['A user with that email already exists.'],
      companies: ['No company with this id.'],
    });
    const empty = await patchCaseManager(manager.uuid, { companies: [] });
    expect(empty.json<{ data: Record<string, string[]> }>().data.companies).toEqual([
      'Choose at least one company.',
    ]);
    const schema = await patchCaseManager(manager.uuid, { isActive: 'no', password: 'x' });
    expect(schema.statusCode).toBe(400);
    expect(await fingerprint(context, ACCOUNT_TABLES)).toEqual(before);
    expect(await companiesOf(manager.id)).toEqual(companiesBefore);
    expect(
      (await context.app.inject({ url: '/api/v2/users/profile/', headers: manager.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 404 for an unknown case manager and 403 to a case manager', async () => {
    const manager = await caseManager(context);
    const unknown = await patchCaseManager('00000000-0000-4000-8000-000000000001', {
      firstName: 'X',
    });
    expect(unknown.statusCode).toBe(404);
    const forbidden = await patchCaseManager(manager.uuid, { isActive: false }, manager.headers);
    expect(forbidden.statusCode).toBe(403);
  });

  it('keeps an administrator from deactivating or demoting themselves', async () => {
    const self = await createUser(context, { role: 'AD' });
    const tokens = await login(context, self.email);
    const response = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/users/${self.uuid}/`,
      headers: bearer(tokens.access),
      payload: { isActive: false, role: 'MG' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ data: object }>().data).sort()).toEqual([
      'isActive',
      'role',
    ]);
  });
});

describe('deactivation and reactivation', () => {
  it('refuses sign-in with a clear message, ends open sessions at once, and reactivation restores sign-in', async () => {
    const manager = await caseManager(context);
    const partner = await caseManager(context);
    const charge = await chargeFor(context, [
      { user: manager.user, consent: 'GV' },
      { user: partner.user, consent: 'GV' },
    ]);
    const open = await login(context, manager.user.email);
    expect((await profile(open)).statusCode).toBe(200);

    const off = await patchCaseManager(manager.uuid, { isActive: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ isActive: false });
    expect((await profile(open)).statusCode).toBe(401);
    const refreshed = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/refresh/',
      payload: { refresh: open.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
    const signIn = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/',
      payload: { email: manager.user.email, password: 'Correct-horse-battery-9' },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json<{ message: string }>().message).toBe(
      'This account has been deactivated. Ask an administrator to reactivate it.',
    );
    // A wrong password learns nothing about the account.
    const wrong = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/',
      payload: { email: manager.user.email, password: 'Not-the-password-1' },
    });
    expect(wrong.json<{ message: string }>().message).toBe(
      'Unable to log in with the provided credentials.',
    );
    // Their charges stay with their other supporters.
    const partnerList = await context.app.inject({
      url: '/api/v2/charges/',
      headers: partner.headers,
    });
    expect(partnerList.json<{ items: { uuid: string }[] }>().items.map((i) => i.uuid)).toContain(
      charge.uuid,
    );
    const listed = await context.app.inject({
      url: `/api/v2/case-managers/?search=email::${encodeURIComponent(manager.user.email)}`,
      headers: admin.headers,
    });
    expect(listed.json<{ items: { isActive: boolean }[] }>().items).toEqual([
      expect.objectContaining({ isActive: false }),
    ]);

    const on = await patchCaseManager(manager.uuid, { isActive: true });
    expect(on.json()).toMatchObject({ isActive: true });
    const again = await login(context, manager.user.email);
    expect((await profile(again)).statusCode).toBe(200);
    expect((await auditOf(manager.user.uuid)).map((entry) => entry.action)).toEqual([
      'user.deactivate',
      'user.reactivate',
    ]);
  });

  it('deactivates through PATCH users/{uuid}/ too, and lists the status', async () => {
    const user = await createUser(context);
    const open = await login(context, user.email);
    const response = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/users/${user.uuid}/`,
      headers: admin.headers,
      payload: { isActive: false, lastName: 'Former' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ isActive: false, lastName: 'Former' });
    expect((await profile(open)).statusCode).toBe(401);
    expect((await auditOf(user.uuid)).map((entry) => entry.action)).toEqual([
      'user.update',
      'user.deactivate',
    ]);
  });

  it('filters both account lists by status, and refuses a status that is not one', async () => {
    const gone = await caseManager(context);
    const kept = await caseManager(context);
    await patchCaseManager(gone.uuid, { isActive: false });
    for (const list of ['users', 'case-managers']) {
      const emailsOf = async (status: string) => {
        const response = await context.app.inject({
          url: `/api/v2/${list}/?page_size=100&filter=isActive::${status}`,
          headers: admin.headers,
        });
        expect(response.statusCode, response.body).toBe(200);
        return response.json<{ items: { email: string }[] }>().items.map((item) => item.email);
      };
      const deactivated = await emailsOf('false');
      expect(deactivated, list).toContain(gone.user.email);
      expect(deactivated, list).not.toContain(kept.user.email);
      const active = await emailsOf('true');
      expect(active, list).toContain(kept.user.email);
      expect(active, list).not.toContain(gone.user.email);
      const refused = await context.app.inject({
        url: `/api/v2/${list}/?filter=isActive::maybe`,
        headers: admin.headers,
      });
      expect(refused.statusCode, list).toBe(400);
    }
  });
});

describe('role change', () => {
  it("stops the user's access tokens at once; a refresh carries the new role", async () => {
    const user = await createUser(context, { role: 'MG' });
    const open = await login(context, user.email);
    const response = await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/users/${user.uuid}/`,
      headers: admin.headers,
      payload: { role: 'QM' },
    });
    expect(response.statusCode).toBe(200);
    expect((await profile(open)).statusCode).toBe(401);
    const renewed = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/refresh/',
      payload: { refresh: open.refresh },
    });
    expect(renewed.statusCode).toBe(200);
    const tokens = renewed.json<Tokens>();
    expect((await profile(tokens)).json()).toMatchObject({ role: 'QM' });
    const [entry] = await auditOf(user.uuid);
    expect(entry).toMatchObject({ action: 'user.update', details: { fields: ['role'] } });
  });
});

describe('password reset sent by an administrator', () => {
  it('mails the reset token through the reset flow and audits it', async () => {
    const manager = await caseManager(context);
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/v2/case-managers/${manager.uuid}/password-reset/`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: `A password reset e-mail has been sent to ${manager.user.email}.`,
    });
    const mail = await lastMailSentTo(context, manager.user.email);
    const token = /data-token>([^<]+)</.exec(mail.html)?.[1];
    const reset = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/new-password/',
      payload: { token, password: 'Admin-sent-reset-9' },
    });
    expect(reset.statusCode).toBe(200);
    await expect(login(context, manager.user.email, 'Admin-sent-reset-9')).resolves.toBeDefined();
    expect((await auditOf(manager.user.uuid)).map((entry) => entry.action)).toEqual([
      'user.password_reset_sent',
    ]);
  });

  it('refuses a deactivated account and mails nothing', async () => {
    const user = await createUser(context);
    await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/users/${user.uuid}/`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    const before = await fingerprint(context, ['mails', 'password_reset_tokens']);
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/v2/users/${user.uuid}/password-reset/`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(await fingerprint(context, ['mails', 'password_reset_tokens'])).toEqual(before);
  });
});
