import { appCode } from './support/appCode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessages } from '../../i18n/en';
import { zuluMessages } from '../../i18n/zu';
import { MAX_MFA_FAILURES } from '../../server/services/mfa';
import { inMinutes, MFA_FAILURE_WINDOW_MS } from '../../server/services/lifetimes';
import { bearer, createUser, PASSWORD, startTestApp, type TestContext } from './support/testApp';
import { SECOND_FACTOR_PERIOD_SECONDS } from '../../core/secondFactor';

/** The second factor (TOTP), required for the roles in MFA_REQUIRED_ROLES (here AD). */
let context: TestContext;

beforeAll(async () => {
  context = await startTestApp({ mfaRequiredRoles: ['AD'] });
});
afterAll(() => context.close());

function post(url: string, payload: object = {}, headers: Record<string, string> = {}) {
  return context.app.inject({ method: 'POST', url: `/api/v2/${url}`, payload, headers });
}

async function signIn(email: string) {
  const response = await post('auth/token/', { email, password: PASSWORD });
  expect(response.statusCode).toBe(200);
  return response.json<{ access?: string; refresh?: string; mfa_challenge?: string }>();
}

async function audits(userId: number, action: string): Promise<number> {
  const rows = await context.database.db
    .selectFrom('audit_log')
    .select('id')
    .where('actor_user_id', '=', userId)
    .where('action', '=', action)
    .execute();
  return rows.length;
}

/** Sets up and confirms a second factor; answers the secret and the recovery codes. */
async function enrol(headers: Record<string, string>) {
  const setup = await post('users/mfa/setup/', { password: PASSWORD }, headers);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, otpauth_uri, qr_svg } = setup.json<{
    secret: string;
    otpauth_uri: string;
    qr_svg: string;
  }>();
  expect(otpauth_uri).toContain(`secret=${secret}`);
  expect(qr_svg).toMatch(/^<svg/);
  const code = appCode(secret);
  const confirm = await post('users/mfa/confirm/', { code, password: PASSWORD }, headers);
  expect(confirm.statusCode, confirm.body).toBe(200);
  return {
    secret,
    code,
    recovery: confirm.json<{ recovery_codes: string[] }>().recovery_codes,
  };
}

describe('an administrator without a second factor', () => {
  it('is asked to set one up before anything else, then signs in with a code', async () => {
    const admin = await createUser(context, { role: 'AD', isSuperuser: true });
    const first = await signIn(admin.email);
    const headers = bearer(first.access ?? '');
    const refused = await context.app.inject({ url: '/api/v2/users/', headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      englishMessages.portal.api.mfa.setup_required,
    );
    const inZulu = await context.app.inject({
      url: '/api/v2/charges/',
      headers: { ...headers, 'accept-language': 'zu' },
    });
    expect(inZulu.json<{ message: string }>().message).toBe(
      zuluMessages.portal.api.mfa.setup_required,
    );
    expect((await context.app.inject({ url: '/api/v2/users/profile/', headers })).statusCode).toBe(
      200,
    );
    // The portal's route guard reads this to show the setup before any page.
    const shallow = () => context.app.inject({ url: '/api/v2/users/shallow-profile/', headers });
    expect((await shallow()).json()).toMatchObject({ mustSetUpSecondFactor: true });

    const profile = async () =>
      (await context.app.inject({ url: '/api/v2/users/profile/', headers })).json<{
        secondFactorSince: string | null;
        secondFactorRequired: boolean;
      }>();
    expect(await profile()).toMatchObject({ secondFactorSince: null, secondFactorRequired: true });

    const { secret, code: confirmed, recovery } = await enrol(headers);
    expect(recovery).toHaveLength(10);
    const since = (await profile()).secondFactorSince ?? '';
    expect(Math.abs(Date.parse(since) - Date.now())).toBeLessThan(60_000);
    // The role must keep it: turning it off is refused, even with the right password.
    const kept = await post('users/mfa/disable/', { password: PASSWORD }, headers);
    expect(kept.statusCode).toBe(403);
    expect(kept.json<{ message: string }>().message).toBe(
      englishMessages.portal.api.mfa.required_cannot_disable,
    );
    const keptInZulu = await post(
      'users/mfa/disable/',
      { password: PASSWORD },
      { ...headers, 'accept-language': 'zu' },
    );
    expect(keptInZulu.json<{ message: string }>().message).toBe(
      zuluMessages.portal.api.mfa.required_cannot_disable,
    );
    expect((await profile()).secondFactorSince).toBe(since);
    expect(await audits(admin.id, 'auth.mfa_disable')).toBe(0);
    expect(await audits(admin.id, 'auth.mfa_enable')).toBe(1);
    const stored = await context.database.db
      .selectFrom('users')
      .select(['mfa_secret_sealed', 'mfa_recovery_hashes'])
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow();
    expect(stored.mfa_secret_sealed).not.toContain(secret);
    expect(stored.mfa_recovery_hashes).toHaveLength(10);
    expect(stored.mfa_recovery_hashes).not.toContain(recovery[0]);
    expect((await context.app.inject({ url: '/api/v2/users/', headers })).statusCode).toBe(200);
    expect((await shallow()).json()).toMatchObject({ mustSetUpSecondFactor: false });

    // The password alone now answers a challenge, not a session.
    const second = await signIn(admin.email);
    expect(second.access).toBeUndefined();
    expect(second.mfa_challenge).toBeTruthy();
    const challenge = second.mfa_challenge ?? '';
    // The challenge is not an access token.
    expect(
      (await context.app.inject({ url: '/api/v2/users/', headers: bearer(challenge) })).statusCode,
    ).toBe(401);
    // The code confirmed at setup was taken: signing in with it says to wait for the next one.
    // The same code, not the current one: a step may have begun since (a new, unused code).
    const replayed = await post('auth/mfa/verify/', { challenge, code: confirmed });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json<{ data: Record<string, string[]> }>().data.code).toEqual([
      englishMessages.portal.api.mfa.code_used.replace(
        '%{seconds}',
        String(SECOND_FACTOR_PERIOD_SECONDS),
      ),
    ]);
    // The next step's code (clock drift) signs in, once: the same code again is refused.
    const next = appCode(secret, 30);
    const verified = await post('auth/mfa/verify/', { challenge, code: next });
    expect(verified.statusCode, verified.body).toBe(200);
    const again = await post('auth/mfa/verify/', { challenge, code: next });
    expect(again.statusCode).toBe(400);

    // A recovery code works once.
    const third = (await signIn(admin.email)).mfa_challenge ?? '';
    expect(
      (await post('auth/mfa/verify/', { challenge: third, code: recovery[0] })).statusCode,
    ).toBe(200);
    expect(
      (await post('auth/mfa/verify/', { challenge: third, code: recovery[0] })).statusCode,
    ).toBe(400);
  });
});

describe('a wrong code', () => {
  it('is refused, audited auth.mfa_failed and rate-limited', async () => {
    const manager = await createUser(context, { role: 'MG' });
    // A case manager's second factor is optional: everything works without it.
    const first = await signIn(manager.email);
    const headers = bearer(first.access ?? '');
    expect((await context.app.inject({ url: '/api/v2/charges/', headers })).statusCode).toBe(200);
    const { secret } = await enrol(headers);
    const challenge = (await signIn(manager.email)).mfa_challenge ?? '';
    for (let i = 0; i < MAX_MFA_FAILURES; i += 1) {
      const wrong = await post('auth/mfa/verify/', { challenge, code: '000000' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json<{ data: Record<string, string[]> }>().data.code).toEqual([
        englishMessages.portal.api.mfa.code_wrong,
      ]);
    }
    expect(await audits(manager.id, 'auth.mfa_failed')).toBe(MAX_MFA_FAILURES);
    const limited = await post('auth/mfa/verify/', { challenge, code: appCode(secret, 30) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json<{ message: string }>().message).toBe(
      englishMessages.portal.api.mfa.locked.replace(
        '%{minutes}',
        String(inMinutes(MFA_FAILURE_WINDOW_MS)),
      ),
    );
  });

  it('turning the factor off asks for the password and is audited', async () => {
    const supporter = await createUser(context, { role: 'QM' });
    const headers = bearer((await signIn(supporter.email)).access ?? '');
    await enrol(headers);
    const since = async () =>
      (await context.app.inject({ url: '/api/v2/users/profile/', headers })).json<{
        secondFactorSince: string | null;
        secondFactorRequired: boolean;
      }>();
    expect(await since()).toMatchObject({ secondFactorRequired: false });
    expect((await since()).secondFactorSince).not.toBeNull();
    expect((await post('users/mfa/disable/', { password: 'not-it' }, headers)).statusCode).toBe(
      400,
    );
    expect((await since()).secondFactorSince).not.toBeNull();
    expect((await post('users/mfa/disable/', { password: PASSWORD }, headers)).statusCode).toBe(
      200,
    );
    expect((await since()).secondFactorSince).toBeNull();
    expect(await audits(supporter.id, 'auth.mfa_disable')).toBe(1);
    expect((await signIn(supporter.email)).access).toBeTruthy();
  });
});

describe('a new setup while the factor is on', () => {
  it('keeps the confirmed factor until the new one is confirmed', async () => {
    const manager = await createUser(context, { role: 'MG' });
    const headers = bearer((await signIn(manager.email)).access ?? '');
    const first = await enrol(headers);
    const since = async () =>
      (await context.app.inject({ url: '/api/v2/users/profile/', headers })).json<{
        secondFactorSince: string | null;
      }>().secondFactorSince;
    const onSince = await since();
    expect(onSince).not.toBeNull();
    // Started and left: the factor is still on, and the password alone still is not enough.
    expect((await post('users/mfa/setup/', { password: PASSWORD }, headers)).statusCode).toBe(200);
    expect(await since()).toBe(onSince);
    expect((await signIn(manager.email)).access).toBeUndefined();
    const challenge = (await signIn(manager.email)).mfa_challenge ?? '';
    expect(
      (await post('auth/mfa/verify/', { challenge, code: first.recovery[0] })).statusCode,
    ).toBe(200);
    // Confirmed: the new one replaces it.
    const second = await enrol(headers);
    expect(second.secret).not.toBe(first.secret);
    expect(await audits(manager.id, 'auth.mfa_enable')).toBe(2);
    const next = (await signIn(manager.email)).mfa_challenge ?? '';
    expect(
      (await post('auth/mfa/verify/', { challenge: next, code: first.recovery[1] })).statusCode,
    ).toBe(400);
    expect(
      (await post('auth/mfa/verify/', { challenge: next, code: appCode(second.secret, 30) }))
        .statusCode,
    ).toBe(200);
  });
});
