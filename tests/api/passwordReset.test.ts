import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, login, startTestApp, type TestContext } from './support/testApp';
import type { User } from '../../server/db/database';
import { mailsSentTo } from './support/mailbox';

let context: TestContext;
let user: User;

beforeAll(async () => {
  context = await startTestApp();
  user = await createUser(context);
});
afterAll(() => context.close());

const NEW_PASSWORD = 'A-brand-new-password-42';

function forgot(email: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v2/auth/forgot-password/',
    payload: { email },
  });
}

function newPassword(token: string, password: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v2/auth/new-password/',
    payload: { token, password },
  });
}

function mailsTo(email: string) {
  return mailsSentTo(context, email);
}

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails only a real account', async () => {
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.org');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(await mailsTo('nobody-here@example.org')).toHaveLength(0);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('takes the mailed token once, sets the password and ends every session', async () => {
    const session = await login(context, user.email);
    await forgot(user.email);
    const mails = await mailsTo(user.email);
    const text = mails[0]?.text ?? '';
    const token = /reset token is: ([A-Z0-9]+)/.exec(text)?.[1];
    expect(token).toMatch(/^[A-Z0-9]{14}$/);
    const stored = await context.database.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(token);

    const first = await newPassword(token!.toLowerCase(), NEW_PASSWORD);
    expect(first.statusCode).toBe(200);
    const again = await newPassword(token!, 'Yet-another-password-77');
    expect(again.statusCode).toBe(400);
    expect(again.json<{ data: Record<string, string[]> }>().data.token).toBeDefined();

    await expect(login(context, user.email)).rejects.toThrow();
    await expect(login(context, user.email, NEW_PASSWORD)).resolves.toBeDefined();
    const refreshed = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/refresh/',
      payload: { refresh: session.refresh },
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('refuses a made-up token and a weak password without changing anything', async () => {
    expect((await newPassword('ABCDEFGHJK', NEW_PASSWORD)).statusCode).toBe(400);
    const weak = await newPassword('ABCDEFGHJK', 'short');
    expect(weak.statusCode).toBe(400);
    expect(weak.json<{ data: Record<string, string[]> }>().data.password).toBeDefined();
    await expect(login(context, user.email, NEW_PASSWORD)).resolves.toBeDefined();
  });
});
