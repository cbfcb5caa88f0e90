import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  login,
  PASSWORD,
  startTestApp,
  type TestContext,
} from './support/testApp';

/**
 * The e-mail change tells no caller whether another account holds the new
 * address (before or after the password is checked), and its mails count in the mail quota.
 */
let context: TestContext;

beforeAll(async () => {
  context = await startTestApp({
    mailQuota: { mailsPerDay: 5, invitationsPerRequest: 10, invitationsPerDay: 50 },
  });
});
afterAll(() => context.close());

async function signedIn() {
  const user = await createUser(context, { role: 'MG' });
  return { user, headers: bearer((await login(context, user.email)).access) };
}

describe('an e-mail change', () => {
  it('answers an existing and an unknown address the same, with no, a wrong or the right password', async () => {
    const someone = await createUser(context, { role: 'MG' });
    for (const currentPassword of [undefined, 'Not-the-password-42', PASSWORD]) {
      const answers = [];
      for (const email of [someone.email, `nobody-${Date.now()}@example.org`]) {
        const { user, headers } = await signedIn();
        const response = await context.app.inject({
          method: 'PATCH',
          url: '/api/v2/users/profile/',
          headers,
          payload: {
            username: user.username,
            email,
            ...(currentPassword ? { currentPassword } : {}),
          },
        });
        const body = response.json<Record<string, unknown>>();
        answers.push({
          status: response.statusCode,
          keys: Object.keys(body).sort(),
          data: body.data,
          message: body.message,
          pending: body.pendingEmail === email,
        });
      }
      expect(answers[0]).toEqual(answers[1]);
    }
  });

  it('counts its mails in MAIL_QUOTA_PER_DAY, refusing and keeping nothing past it', async () => {
    const { user, headers } = await signedIn();
    const change = (n: number) =>
      context.app.inject({
        method: 'PATCH',
        url: '/api/v2/users/profile/',
        headers,
        payload: {
          username: user.username,
          email: `q${n}-${user.username}@example.org`,
          currentPassword: PASSWORD,
        },
      });
    expect((await change(1)).statusCode).toBe(200);
    expect((await change(2)).statusCode).toBe(200);
    const refused = await change(3);
    expect(refused.statusCode).toBe(429);
    const mails = await context.database.db
      .selectFrom('mails')
      .select('id')
      .where('requested_by', '=', user.id)
      .execute();
    expect(mails).toHaveLength(4);
  });
});
