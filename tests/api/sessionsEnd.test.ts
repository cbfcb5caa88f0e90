import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_MASK } from '../../server/mail/mailSecret';
import { lastMailSentTo } from './support/mailbox';
import {
  PASSWORD,
  bearer,
  createUser,
  login,
  startTestApp,
  type TestContext,
  type Tokens,
} from './support/testApp';

/** Sessions that end: logout, password change and reset, e-mail change. */

let context: TestContext;

beforeAll(async () => {
  context = await startTestApp();
});
afterAll(() => context.close());

const profile = (tokens: Tokens) =>
  context.app.inject({ url: '/api/v2/users/profile/', headers: bearer(tokens.access) });

const refresh = (tokens: Tokens) =>
  context.app.inject({
    method: 'POST',
    url: '/api/v2/auth/token/refresh/',
    payload: { refresh: tokens.refresh },
  });

async function auditActions(userId: number): Promise<string[]> {
  const rows = await context.database.db
    .selectFrom('audit_log')
    .select('action')
    .where('actor_user_id', '=', userId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.action);
}

async function mailsTo(email: string) {
  const rows = await context.database.db.selectFrom('mails').selectAll().orderBy('id').execute();
  return rows.filter((row) => row.recipients.includes(email));
}

describe('logout', () => {
  it("refuses the session's access token on its next call, and audits it", async () => {
    const user = await createUser(context);
    const tokens = await login(context, user.email);
    expect((await profile(tokens)).statusCode).toBe(200);
    const out = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/logout/',
      payload: { refresh: tokens.refresh },
    });
    expect(out.statusCode).toBe(200);
    expect((await profile(tokens)).statusCode).toBe(401);
    expect((await refresh(tokens)).statusCode).toBe(401);
    expect(await auditActions(user.id)).toContain('auth.logout');
    expect(await auditActions(user.id)).not.toContain('auth.idle_logout');
  });

  it("audits the portal's idle sign-out as auth.idle_logout, and refuses another reason", async () => {
    const user = await createUser(context);
    const tokens = await login(context, user.email);
    const logout = (payload: object) =>
      context.app.inject({ method: 'POST', url: '/api/v2/auth/logout/', payload });
    const unknown = await logout({ refresh: tokens.refresh, reason: 'bored' });
    expect(unknown.statusCode).toBe(400);
    expect((await profile(tokens)).statusCode).toBe(200);
    expect((await logout({ refresh: tokens.refresh, reason: 'idle' })).statusCode).toBe(200);
    expect((await profile(tokens)).statusCode).toBe(401);
    const actions = await auditActions(user.id);
    expect(actions.at(-1)).toBe('auth.idle_logout');
    expect(actions).not.toContain('auth.logout');
  });

  it('lets the other sessions of the user go on after one refresh', async () => {
    const user = await createUser(context);
    const leaving = await login(context, user.email);
    const staying = await login(context, user.email);
    await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/logout/',
      payload: { refresh: leaving.refresh },
    });
    expect((await profile(staying)).statusCode).toBe(401);
    const renewed = await refresh(staying);
    expect(renewed.statusCode).toBe(200);
    expect((await profile(renewed.json<Tokens>())).statusCode).toBe(200);
  });
});

describe('password change and reset', () => {
  it('refuses every earlier access token at once, and the new pair works', async () => {
    const user = await createUser(context);
    const other = await login(context, user.email);
    const current = await login(context, user.email);
    const changed = await context.app.inject({
      method: 'POST',
      url: '/api/v2/users/profile/update-password/',
      headers: bearer(current.access),
      payload: { currentPassword: PASSWORD, newPassword: 'Another-good-password-7' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    expect((await profile(current)).statusCode).toBe(401);
    expect((await refresh(other)).statusCode).toBe(401);
    expect((await profile(changed.json<Tokens>())).statusCode).toBe(200);
  });

  it('ends every session when the password is reset with a mailed token', async () => {
    const user = await createUser(context);
    const tokens = await login(context, user.email);
    await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/forgot-password/',
      payload: { email: user.email },
    });
    const mail = await lastMailSentTo(context, user.email);
    const token = /data-token>([^<]+)</.exec(mail.html)?.[1];
    expect(token).toBeTruthy();
    const reset = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/new-password/',
      payload: { token, password: 'Reset-good-password-8' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await profile(tokens)).statusCode).toBe(401);
    expect((await refresh(tokens)).statusCode).toBe(401);
  });
});

describe('e-mail change', () => {
  const patch = (tokens: Tokens, payload: Record<string, unknown>) =>
    context.app.inject({
      method: 'PATCH',
      url: '/api/v2/users/profile/',
      headers: bearer(tokens.access),
      payload,
    });

  it('needs the current password, and a wrong one changes nothing', async () => {
    const user = await createUser(context);
    const tokens = await login(context, user.email);
    const base = { username: user.username, first_name: 'Renamed' };
    const missing = await patch(tokens, { ...base, email: 'moved-a@example.org' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ data: Record<string, string[]> }>().data.currentPassword).toEqual([
      'Enter your current password to make this change.',
    ]);
    const wrong = await patch(tokens, {
      ...base,
      email: 'moved-a@example.org',
      currentPassword: 'not-the-password-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ data: Record<string, string[]> }>().data.currentPassword).toEqual([
      'The current password is incorrect.',
    ]);
    expect((await profile(tokens)).json()).toMatchObject({ email: user.email, firstName: 'Test' });
    expect(await mailsTo('moved-a@example.org')).toHaveLength(0);
  });

  it('confirms by a link mailed to the new address, tells the old one, then ends the sessions', async () => {
    const user = await createUser(context);
    const other = await login(context, user.email);
    const tokens = await login(context, user.email);
    const newEmail = `moved-${user.id}@example.org`;
    const asked = await patch(tokens, {
      username: user.username,
      email: newEmail,
      currentPassword: PASSWORD,
    });
    expect(asked.statusCode).toBe(200);
    // Nothing changes until the new address confirms.
    expect(asked.json()).toMatchObject({ email: user.email, pendingEmail: newEmail });
    expect((await profile(other)).statusCode).toBe(200);
    const [notice] = await mailsTo(user.email);
    expect(notice?.body_text).toContain(newEmail);
    const [stored] = await mailsTo(newEmail);
    expect(stored?.body_text).toContain(`confirm-email?token=${SECRET_MASK}`);
    const confirmMail = await lastMailSentTo(context, newEmail);
    const token = /confirm-email\?token=([\w-]+)/.exec(confirmMail.text)?.[1];
    expect(token).toBeTruthy();
    const change = await context.database.db
      .selectFrom('email_change_tokens')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(change.token_hash).not.toContain(token);

    const confirm = (value: string) =>
      context.app.inject({
        method: 'POST',
        url: '/api/v2/users/profile/confirm-email/',
        payload: { token: value },
      });
    expect((await confirm(`${token}x`)).statusCode).toBe(400);
    const confirmed = await confirm(token ?? '');
    expect(confirmed.statusCode).toBe(200);
    expect((await confirm(token ?? '')).statusCode).toBe(400);

    expect((await profile(other)).statusCode).toBe(401);
    expect((await refresh(other)).statusCode).toBe(401);
    expect((await profile(tokens)).statusCode).toBe(401);
    await expect(login(context, user.email)).rejects.toThrow();
    const fresh = await login(context, newEmail);
    expect((await profile(fresh)).json()).toMatchObject({ email: newEmail });
    expect(await auditActions(user.id)).toContain('auth.email_change');
  });
});
