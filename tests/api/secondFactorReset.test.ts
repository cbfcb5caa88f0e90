import { appCode } from './support/appCode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessages } from '../../i18n/en';
import { zuluMessages } from '../../i18n/zu';
import { caseManager, fingerprint } from './support/app';
import { lastMailSentTo } from './support/mailbox';
import {
  bearer,
  createUser,
  login,
  PASSWORD,
  startTestApp,
  type TestContext,
  signedInAdmin,
} from './support/testApp';

/**
 * An administrator resets the second factor of a staff member who lost their phone and their
 * recovery codes: the factor goes, every session ends, the account is told by mail, and the
 * audit log says who did it.
 */
let context: TestContext;
let admin: { id: number; headers: { authorization: string } };

beforeAll(async () => {
  context = await startTestApp();
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

const post = (url: string, headers: Record<string, string>, payload: object = {}) =>
  context.app.inject({ method: 'POST', url: `/api/v2/${url}`, headers, payload });

/** Sets up and confirms a second factor with a real TOTP code. */
async function enrol(headers: Record<string, string>) {
  const setup = await post('users/mfa/setup/', headers, { password: PASSWORD });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const code = appCode(secret);
  const confirm = await post('users/mfa/confirm/', headers, { code, password: PASSWORD });
  expect(confirm.statusCode, confirm.body).toBe(200);
}

const detailOf = async (uuid: string) => {
  const response = await context.app.inject({
    url: `/api/v2/case-managers/${uuid}/`,
    headers: admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ secondFactor: boolean }>();
};

const RESET_TABLES = ['users', 'refresh_tokens', 'audit_log', 'mails'];

describe('POST case-managers/{uuid}/second-factor-reset/', () => {
  it('removes the factor, ends every session, mails the account in its language and audits it', async () => {
    const manager = await caseManager(context);
    // A sign-in records the reader's language, which the account's mails are written in.
    const zuluSignIn = await post(
      'auth/token/',
      { 'accept-language': 'zu' },
      { email: manager.user.email, password: PASSWORD },
    );
    const tokens = zuluSignIn.json<{ access: string; refresh: string }>();
    await enrol(bearer(tokens.access));
    expect((await detailOf(manager.uuid)).secondFactor).toBe(true);
    const challenged = await post(
      'auth/token/',
      {},
      { email: manager.user.email, password: PASSWORD },
    );
    expect(challenged.json(), 'sign-in asks for the code').toHaveProperty('mfa_challenge');

    const response = await post(
      `case-managers/${manager.uuid}/second-factor-reset/`,
      admin.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: `The second factor of ${manager.user.email} has been reset.`,
    });

    expect((await detailOf(manager.uuid)).secondFactor).toBe(false);
    const profile = await context.app.inject({
      url: '/api/v2/users/profile/',
      headers: bearer(tokens.access),
    });
    expect(profile.statusCode, 'the open session ended').toBe(401);
    const refreshed = await post('auth/token/refresh/', {}, { refresh: tokens.refresh });
    expect(refreshed.statusCode, 'its refresh token was revoked').toBe(401);
    const signIn = await post('auth/token/', {}, { email: manager.user.email, password: PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json(), 'the password alone signs in').toHaveProperty('access');

    const mail = await lastMailSentTo(context, manager.user.email);
    const zulu = zuluMessages.portal.accounts.mails.second_factor_reset;
    expect(mail.subject).toBe(zulu.subject);
    expect(mail.text).toContain(zulu.not_you);

    const audit = await context.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('target_id', '=', manager.user.uuid)
      .execute();
    expect(audit).toEqual([{ action: 'user.second_factor_reset', actor_user_id: admin.id }]);
  });

  it('refuses an account without a second factor, and changes nothing', async () => {
    const manager = await caseManager(context);
    const before = await fingerprint(context, RESET_TABLES);
    const response = await post(`case-managers/${manager.uuid}/second-factor-reset/`, {
      ...admin.headers,
      'accept-language': 'zu',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      zuluMessages.portal.accounts.api.no_second_factor,
    );
    expect(await fingerprint(context, RESET_TABLES)).toEqual(before);
  });

  it('refuses a deactivated account, whose mail could not be followed', async () => {
    const manager = await caseManager(context);
    await enrol(manager.headers);
    await context.app.inject({
      method: 'PATCH',
      url: `/api/v2/case-managers/${manager.uuid}/`,
      headers: admin.headers,
      payload: { isActive: false },
    });
    const before = await fingerprint(context, RESET_TABLES);
    const response = await post(
      `case-managers/${manager.uuid}/second-factor-reset/`,
      admin.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      englishMessages.portal.accounts.api.inactive_no_second_factor_reset,
    );
    expect(await fingerprint(context, RESET_TABLES)).toEqual(before);
  });

  it('resets once when two administrators ask at the same time', async () => {
    const manager = await caseManager(context);
    await enrol(manager.headers);
    const url = `case-managers/${manager.uuid}/second-factor-reset/`;
    const answers = await Promise.all([post(url, admin.headers), post(url, admin.headers)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const audit = await context.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', manager.user.uuid)
      .where('action', '=', 'user.second_factor_reset')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('sends an administrator to their own profile for their own factor', async () => {
    const other = await createUser(context, { role: 'AD', isSuperuser: true });
    const headers = bearer((await login(context, other.email)).access);
    await enrol(headers);
    const before = await fingerprint(context, RESET_TABLES);
    const response = await post(`users/${other.uuid}/second-factor-reset/`, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      englishMessages.portal.accounts.api.own_second_factor,
    );
    expect(await fingerprint(context, RESET_TABLES)).toEqual(before);
  });

  it('answers 404 for an unknown account and 403 to a case manager', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await post(`case-managers/${unknown}/second-factor-reset/`, admin.headers)).statusCode,
    ).toBe(404);
    const manager = await caseManager(context);
    const target = await caseManager(context);
    const refused = await post(
      `case-managers/${target.uuid}/second-factor-reset/`,
      manager.headers,
    );
    expect(refused.statusCode).toBe(403);
  });
});

describe('POST users/{uuid}/second-factor-reset/', () => {
  it('resets the factor of any staff account', async () => {
    const user = await createUser(context, { role: 'QM' });
    await enrol(bearer((await login(context, user.email)).access));
    const response = await post(`users/${user.uuid}/second-factor-reset/`, admin.headers);
    expect(response.statusCode, response.body).toBe(200);
    const signIn = await post('auth/token/', {}, { email: user.email, password: PASSWORD });
    expect(signIn.json()).toHaveProperty('access');
    const mail = await lastMailSentTo(context, user.email);
    expect(mail.subject).toBe(englishMessages.portal.accounts.mails.second_factor_reset.subject);
  });
});
