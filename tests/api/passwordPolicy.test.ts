import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailSentTo } from './support/mailbox';
import type { PasswordWeakness } from '../../core/passwordStrength';
import { weakPasswordMessage } from '../../server/lib/passwords';
import {
  INVALID_TOKEN,
  MAX_TOKEN_ATTEMPTS,
  TOKEN_LOCKED,
} from '../../server/services/passwordReset';
import { caseManager, chargeRequest, company, fingerprint, register } from './support/app';
import {
  bearer,
  createUser,
  login,
  PASSWORD,
  startTestApp,
  type TestContext,
} from './support/testApp';

/**
 * Passwords and one-time secrets: a new password is at least 12 characters and hard to guess for
 * whoever knows its owner (core/passwordStrength.ts), wherever it is set, and the refusal says
 * why; a password-reset token locks after a few wrong tries.
 */

let context: TestContext;

beforeAll(async () => {
  context = await startTestApp();
});
afterAll(() => context.close());

const TABLES = [
  'users',
  'case_managers',
  'charges',
  'access_codes',
  'invitations',
  'refresh_tokens',
  'password_reset_tokens',
];

interface Envelope {
  message: string;
  data: Record<string, string[]>;
}

/** Sends the call and shows it was refused on the field with the reason's words, changing nothing. */
async function expectRefused(
  send: () => Promise<{ statusCode: number; body: string }>,
  field: string,
  weakness: PasswordWeakness,
) {
  const before = await fingerprint(context, TABLES);
  const response = await send();
  expect(response.statusCode, response.body).toBe(400);
  expect((JSON.parse(response.body) as Envelope).data[field]).toEqual([
    weakPasswordMessage(weakness),
  ]);
  expect(await fingerprint(context, TABLES)).toEqual(before);
}

/** Weak passwords once let through, each with the reason it is refused for. */
const WEAK: [string, PasswordWeakness][] = [
  ['noname123456', 'common'],
  ['portalportal', 'repeated'],
  ['P@$$w0rd1234', 'common'],
  ['trustno1trustno1', 'repeated'],
  ['!@#$%^&*()_+', 'keyboard'],
  ['Welcome2026!!', 'guessable'],
];

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return context.app.inject({ method: 'POST', url: `/api/v2/${url}`, payload, headers });
}

async function mailedToken(email: string): Promise<string> {
  await post('auth/forgot-password/', { email });
  const { text } = await lastMailSentTo(context, email);
  const token = /reset token is: ([A-Z0-9]+)/.exec(text)?.[1];
  if (!token) {
    throw new Error(`no reset token mailed to ${email}`);
  }
  return token;
}

describe('a weak password is refused wherever a password is set', () => {
  it.each(WEAK)('new password after a reset: %s', async (password, weakness) => {
    const user = await createUser(context);
    const token = await mailedToken(user.email);
    await expectRefused(
      () => post('auth/new-password/', { token, password }),
      'password',
      weakness,
    );
    // The token was not spent on the refused password.
    const ok = await post('auth/new-password/', { token, password: 'Umoya-omuhle-2026' });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("new password after a reset: the account's own e-mail", async () => {
    const user = await createUser(context);
    const token = await mailedToken(user.email);
    await expectRefused(
      () => post('auth/new-password/', { token, password: user.email }),
      'password',
      'personal',
    );
  });

  /** Changes the password on the profile of a fresh account (its own current-password budget). */
  async function changeOnProfile(newPassword: (email: string) => string) {
    const user = await createUser(context);
    const headers = bearer((await login(context, user.email)).access);
    return () =>
      post(
        'users/profile/update-password/',
        { currentPassword: PASSWORD, newPassword: newPassword(user.email) },
        headers,
      );
  }

  it.each(WEAK)('changing the password on the profile: %s', async (password, weakness) => {
    await expectRefused(await changeOnProfile(() => password), 'newPassword', weakness);
  });

  it("changing the password on the profile: the account's own e-mail", async () => {
    await expectRefused(await changeOnProfile((email) => email), 'newPassword', 'personal');
  });

  it('changing the password on the profile: a phrase of unusual words is taken', async () => {
    const response = await (await changeOnProfile(() => 'ihhashi elimnyama ligijima'))();
    expect(response.statusCode, response.body).toBe(200);
  });

  it('signing up from an invitation', async () => {
    await expectRefused(
      () =>
        post('auth/invite-signup/', {
          invite_uuid: randomUUID(),
          invite_code: 'ABCDEFGH',
          email: 'common.password@example.org',
          first_name: 'Zodwa',
          last_name: 'Mthembu',
          password: 'common.password@example.org',
          is_client: false,
        }),
      'password',
      'personal',
    );
  });

  it('registering in the companion app, leaving the access code unused', async () => {
    const creator = await caseManager(context);
    const { code } = await chargeRequest(context, creator);
    await expectRefused(
      () => register(context, code, { password: 'Qwerty123456!' }),
      'password',
      'common',
    );
  });

  it('an administrator adding a case manager', async () => {
    const admin = await createUser(context, { role: 'AD', isSuperuser: true });
    const headers = bearer((await login(context, admin.email)).access);
    const companyId = await company(context, 'Common Password Holdings');
    const response = await post(
      'case-managers/',
      {
        user: {
          first_name: 'Bongani',
          last_name: 'Khumalo',
          email: 'bongani.common@example.org',
          password: 'abcdefghijkl',
        },
        role: 'MG',
        company: companyId,
      },
      headers,
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<Envelope>().data['user.password']).toEqual([
      weakPasswordMessage('sequence'),
    ]);
  });

  it('still refuses a short password with the length rule', async () => {
    const response = await post('auth/new-password/', {
      token: 'ABCDEFGHJKMNPQ',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Envelope>().data.password?.[0]).toMatch(/12/);
  });
});

describe('a password-reset token locks after a few wrong tries', () => {
  it(`takes ${MAX_TOKEN_ATTEMPTS} wrong secrets for its selector, then refuses even the right one`, async () => {
    const user = await createUser(context);
    const token = await mailedToken(user.email);
    expect(token).toMatch(/^[A-Z0-9]{14}$/);
    const wrong = token.slice(0, 4) + 'ZZZZZZZZZZ';
    for (let i = 1; i < MAX_TOKEN_ATTEMPTS; i += 1) {
      const response = await post('auth/new-password/', {
        token: wrong,
        password: 'Umoya-omuhle-2026',
      });
      expect(response.json<Envelope>().data.token).toEqual([INVALID_TOKEN()]);
    }
    const last = await post('auth/new-password/', { token: wrong, password: 'Umoya-omuhle-2026' });
    expect(last.statusCode).toBe(400);
    expect(last.json<Envelope>().data.token).toEqual([TOKEN_LOCKED()]);

    const right = await post('auth/new-password/', { token, password: 'Umoya-omuhle-2026' });
    expect(right.statusCode).toBe(400);
    expect(right.json<Envelope>().data.token).toEqual([TOKEN_LOCKED()]);
    await expect(login(context, user.email)).resolves.toBeDefined();

    // A fresh token works: the lock is on the token, not the account.
    const fresh = await mailedToken(user.email);
    const reset = await post('auth/new-password/', { token: fresh, password: 'Umoya-omuhle-2026' });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('counts nothing against other tokens when the selector is unknown', async () => {
    const user = await createUser(context);
    const token = await mailedToken(user.email);
    for (let i = 0; i < MAX_TOKEN_ATTEMPTS + 1; i += 1) {
      const response = await post('auth/new-password/', {
        token: `${token.slice(0, 3)}${token[3] === 'A' ? 'B' : 'A'}ZZZZZZZZZZ`,
        password: 'Umoya-omuhle-2026',
      });
      expect(response.json<Envelope>().data.token).toEqual([INVALID_TOKEN()]);
    }
    const reset = await post('auth/new-password/', {
      token: token.toLowerCase().replace(/(.{4})/, '$1-'),
      password: 'Umoya-omuhle-2026',
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });
});
