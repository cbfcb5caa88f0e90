import { appCode } from './support/appCode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessages } from '../../i18n/en';
import {
  bearer,
  createUser,
  login,
  PASSWORD,
  startTestApp,
  type TestContext,
} from './support/testApp';

/**
 * Every credential change (password, e-mail, second factor set-up,
 * replacement with its new recovery codes, removal) refuses a missing or wrong current password,
 * changes nothing then, and is audited; wrong passwords are limited like sign-ins.
 */
let context: TestContext;

beforeAll(async () => {
  context = await startTestApp({
    rateLimit: { general: 100_000, sensitivePerAddress: 100_000, sensitivePerAccount: 100_000 },
    loginBackoff: { after: 5, seconds: 30, maxSeconds: 900 },
  });
});
afterAll(() => context.close());

const WRONG = 'Not-the-password-42';

function post(url: string, headers: Record<string, string>, payload: object, ip = '192.0.2.1') {
  return context.app.inject({
    method: 'POST',
    url: `/api/v2/${url}`,
    headers,
    payload,
    remoteAddress: ip,
  });
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

async function stored(userId: number) {
  return context.database.db
    .selectFrom('users')
    .select(['password_hash', 'mfa_secret_sealed', 'mfa_pending_secret_sealed', 'mfa_enabled_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

async function signedIn() {
  const user = await createUser(context, { role: 'MG' });
  return { user, headers: bearer((await login(context, user.email)).access) };
}

const NEEDED = englishMessages.portal.api.credentials.password_needed;
const WRONG_MESSAGE = englishMessages.portal.api.auth.current_password_wrong;

describe('a credential change without the current password', () => {
  it('sets up and replaces the second factor only with the password, each audited', async () => {
    const { user, headers } = await signedIn();
    const noPassword = await post('users/mfa/setup/', headers, {});
    expect(noPassword.statusCode).toBe(400);
    const wrong = await post('users/mfa/setup/', headers, { password: WRONG });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ data: Record<string, string[]> }>().data.password).toEqual([WRONG_MESSAGE]);
    expect((await stored(user.id)).mfa_pending_secret_sealed).toBeNull();
    expect(await audits(user.id, 'auth.password_check_failed')).toBe(1);

    const setup = await post('users/mfa/setup/', headers, { password: PASSWORD });
    expect(setup.statusCode, setup.body).toBe(200);
    expect(await audits(user.id, 'auth.mfa_setup')).toBe(1);
    const { secret } = setup.json<{ secret: string }>();
    // Seeing new recovery codes (the confirmation) asks for it again.
    for (const payload of [{ code: appCode(secret) }, { code: appCode(secret), password: WRONG }]) {
      const refused = await post('users/mfa/confirm/', headers, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).not.toContain('recovery_codes');
    }
    expect((await stored(user.id)).mfa_enabled_at).toBeNull();
    const confirmed = await post('users/mfa/confirm/', headers, {
      code: appCode(secret),
      password: PASSWORD,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await audits(user.id, 'auth.mfa_enable')).toBe(1);
    const enabled = await stored(user.id);

    // Replacing it: a stolen token alone cannot start a new setup.
    const replace = await post('users/mfa/setup/', headers, { password: WRONG });
    expect(replace.statusCode).toBe(400);
    expect(await stored(user.id)).toEqual(enabled);

    // Removing it.
    expect((await post('users/mfa/disable/', headers, { password: WRONG })).statusCode).toBe(400);
    expect((await stored(user.id)).mfa_enabled_at).not.toBeNull();
    expect((await post('users/mfa/disable/', headers, { password: PASSWORD })).statusCode).toBe(
      200,
    );
    expect(await audits(user.id, 'auth.mfa_disable')).toBe(1);
    expect(await audits(user.id, 'auth.password_check_failed')).toBe(4);
  });

  it('changes the password only with the current one, audited', async () => {
    const { user, headers } = await signedIn();
    const before = (await stored(user.id)).password_hash;
    const wrong = await post('users/profile/update-password/', headers, {
      currentPassword: WRONG,
      newPassword: 'A-brand-new-password-77',
    });
    expect(wrong.statusCode).toBe(400);
    expect((await stored(user.id)).password_hash).toBe(before);
    expect(await audits(user.id, 'auth.password_check_failed')).toBe(1);
    const changed = await post('users/profile/update-password/', headers, {
      currentPassword: PASSWORD,
      newPassword: 'A-brand-new-password-77',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await audits(user.id, 'auth.password_change')).toBe(1);
  });

  it('asks for an e-mail change only with the current password, audited', async () => {
    const { user, headers } = await signedIn();
    const patch = (payload: object) =>
      context.app.inject({ method: 'PATCH', url: '/api/v2/users/profile/', headers, payload });
    const base = { username: user.username, email: `moved-${user.username}@example.org` };
    const missing = await patch(base);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ data: Record<string, string[]> }>().data.currentPassword).toEqual([
      NEEDED,
    ]);
    expect((await patch({ ...base, currentPassword: WRONG })).statusCode).toBe(400);
    expect(await audits(user.id, 'auth.email_change_request')).toBe(0);
    const asked = await patch({ ...base, currentPassword: PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(await audits(user.id, 'auth.email_change_request')).toBe(1);
  });
});

describe('wrong current passwords', () => {
  it('are limited per account like sign-ins: the right one is refused too once locked', async () => {
    const { user, headers } = await signedIn();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await post(
        'users/profile/update-password/',
        headers,
        { currentPassword: WRONG, newPassword: 'A-brand-new-password-77' },
        `198.51.100.${i + 1}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    const right = await post('users/mfa/setup/', headers, { password: PASSWORD }, '198.51.100.99');
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
    expect((await stored(user.id)).mfa_pending_secret_sealed).toBeNull();
  });
});

describe('password checks per address', () => {
  it('are counted per address and per account in the sign-in limits', async () => {
    const limited = await startTestApp({
      rateLimit: { general: 100_000, sensitivePerAddress: 4, sensitivePerAccount: 100_000 },
    });
    try {
      const statuses: number[] = [];
      const user = await createUser(limited, { role: 'MG' });
      const access = (await login(limited, user.email)).access;
      for (let i = 0; i < 5; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/v2/users/profile/update-password/',
          headers: bearer(access),
          payload: { currentPassword: WRONG, newPassword: 'A-brand-new-password-77' },
          remoteAddress: '203.0.113.77',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
