import { appCode } from './support/appCode';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digest, keyedDigest } from '../../server/lib/secrets';
import { caseManager, chargeRequest, type CaseManager } from './support/app';
import { lastMailSentTo } from './support/mailbox';
import {
  bearer,
  createUser,
  login,
  PASSWORD,
  startTestApp,
  TEST_DIGEST_KEY,
  type TestContext,
} from './support/testApp';

/**
 * Every stored code and token digest is keyed with a server key kept apart
 * from the database (invitation and recovery codes; reset, e-mail change and refresh tokens), so a copy of the database alone cannot test a guess (SECURITY.md names this
 * suite). Digests stored plain by older versions still work, and what replaces them is keyed.
 */
let context: TestContext;
let manager: CaseManager;

beforeAll(async () => {
  context = await startTestApp();
  manager = await caseManager(context);
});
afterAll(() => context.close());

function post(url: string, payload: object, headers: Record<string, string> = {}) {
  return context.app.inject({ method: 'POST', url: `/api/v2/${url}`, payload, headers });
}

function inviteSignup(uuid: string, code: string, email: string) {
  return post('auth/invite-signup/', {
    invite_uuid: uuid,
    invite_code: code,
    email,
    first_name: 'Ayanda',
    last_name: 'Mkhize',
    password: 'A-brand-new-password-42',
    is_client: false,
  });
}

async function invitation(email: string): Promise<{ uuid: string; code: string }> {
  await chargeRequest(context, manager, { invited_supporters: [{ email, designation: 'OT' }] });
  const mail = await lastMailSentTo(context, email);
  const uuid = /invite-signup\/([0-9a-f-]{36})\//.exec(mail.text)?.[1] ?? '';
  const code = /invitation code is: ([A-Z0-9]+)/.exec(mail.text)?.[1] ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  return { uuid, code };
}

async function resetToken(email: string): Promise<string> {
  await post('auth/forgot-password/', { email });
  const mail = await lastMailSentTo(context, email);
  const token = /reset token is: ([A-Z0-9]+)/.exec(mail.text)?.[1] ?? '';
  expect(token).toMatch(/^[A-Z0-9]{14}$/);
  return token;
}

async function emailChangeToken(email: string, username: string): Promise<string> {
  const { access } = await login(context, email);
  const newEmail = `moved.${username}@example.org`;
  const asked = await context.app.inject({
    method: 'PATCH',
    url: '/api/v2/users/profile/',
    headers: bearer(access),
    payload: { username, email: newEmail, currentPassword: PASSWORD },
  });
  expect(asked.statusCode, asked.body).toBe(200);
  const mail = await lastMailSentTo(context, newEmail);
  return /confirm-email\?token=([\w-]+)/.exec(mail.text)?.[1] ?? '';
}

/** Sets up a second factor for a new administrator; answers its secret and recovery codes. */
async function enrolledAdmin() {
  const admin = await createUser(context, { role: 'AD', isSuperuser: true });
  const headers = bearer((await login(context, admin.email)).access);
  const setup = await post('users/mfa/setup/', { password: PASSWORD }, headers);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const confirm = await post(
    'users/mfa/confirm/',
    { code: appCode(secret), password: PASSWORD },
    headers,
  );
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { admin, recovery: confirm.json<{ recovery_codes: string[] }>().recovery_codes };
}

async function signInWithCode(email: string, code: string): Promise<number> {
  const first = await post('auth/token/', { email, password: PASSWORD });
  const challenge = first.json<{ mfa_challenge: string }>().mfa_challenge;
  return (await post('auth/mfa/verify/', { challenge, code })).statusCode;
}

const db = () => context.database.db;

async function refreshHashes(): Promise<string[]> {
  return (await db().selectFrom('refresh_tokens').select('token_hash').execute()).map(
    (row) => row.token_hash,
  );
}

describe('stored code and token digests', () => {
  it('cannot be reproduced from the plain secret without the key, and the API takes them', async () => {
    const invited = await invitation('keyed.invitee@example.org');
    const staff = await createUser(context);
    const token = await resetToken(staff.email);
    const { admin, recovery } = await enrolledAdmin();
    const { refresh } = await login(context, staff.email);
    const mover = await createUser(context);
    const change = await emailChangeToken(mover.email, mover.username);
    expect(change.length).toBeGreaterThan(20);

    const stored = {
      invitation: (
        await db()
          .selectFrom('invitations')
          .select('code_hash')
          .where('uuid', '=', invited.uuid)
          .executeTakeFirstOrThrow()
      ).code_hash,
      reset: (await db().selectFrom('password_reset_tokens').select('token_hash').execute()).map(
        (row) => row.token_hash,
      ),
      recovery: (
        await db()
          .selectFrom('users')
          .select('mfa_recovery_hashes')
          .where('id', '=', admin.id)
          .executeTakeFirstOrThrow()
      ).mfa_recovery_hashes,
      refresh: await refreshHashes(),
      change: (await db().selectFrom('email_change_tokens').select('token_hash').execute()).map(
        (row) => row.token_hash,
      ),
    };
    const everyDigest = [stored.invitation, ...stored.reset, ...stored.recovery, ...stored.refresh];
    expect(stored.recovery).toHaveLength(10);
    for (const [secret, where] of [
      [invited.code, [stored.invitation]],
      [token, stored.reset],
      [refresh, stored.refresh],
      [change, stored.change],
      ...recovery.map((code): [string, string[]] => [code, stored.recovery]),
    ] as const) {
      // Plain SHA-256 of the secret, what a copy of the database alone lets anyone test, is no
      // stored digest; only the keyed one is.
      expect(everyDigest).not.toContain(digest(secret));
      expect(where).toContain(keyedDigest(TEST_DIGEST_KEY, secret));
      expect(everyDigest).not.toContain(keyedDigest('some-other-key', secret));
    }

    expect(
      (await post('auth/token/refresh/', { refresh })).statusCode,
      'the refresh token works',
    ).toBe(200);
    expect(await signInWithCode(admin.email, recovery[0] ?? '')).toBe(200);
    expect(
      (await post('auth/new-password/', { token, password: 'A-brand-new-password-42' })).statusCode,
    ).toBe(200);
    expect((await post('users/profile/confirm-email/', { token: change })).statusCode).toBe(200);
    const signup = await inviteSignup(invited.uuid, invited.code, 'keyed.invitee@example.org');
    expect(signup.statusCode, signup.body).toBe(200);
  });

  it('stored plain by an older version still work once, and what replaces them is keyed', async () => {
    const invited = await invitation('plain.invitee@example.org');
    const staff = await createUser(context);
    const token = await resetToken(staff.email);
    const { admin, recovery } = await enrolledAdmin();
    const { refresh } = await login(context, staff.email);
    // As an older version stored them: plain SHA-256.
    await db()
      .updateTable('invitations')
      .set({ code_hash: digest(invited.code) })
      .where('uuid', '=', invited.uuid)
      .execute();
    await db()
      .updateTable('password_reset_tokens')
      .set({ token_hash: digest(token) })
      .where('token_hash', '=', keyedDigest(TEST_DIGEST_KEY, token))
      .execute();
    await db()
      .updateTable('users')
      .set({ mfa_recovery_hashes: recovery.map((code) => digest(code)) })
      .where('id', '=', admin.id)
      .execute();
    await db()
      .updateTable('refresh_tokens')
      .set({ token_hash: digest(refresh) })
      .where('token_hash', '=', keyedDigest(TEST_DIGEST_KEY, refresh))
      .execute();

    // The refresh token works once; its successor is stored keyed, and works in turn.
    const before = await refreshHashes();
    const rotated = await post('auth/token/refresh/', { refresh });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const next = rotated.json<{ refresh: string }>().refresh;
    const added = (await refreshHashes()).filter((hash) => !before.includes(hash));
    expect(added).toEqual([keyedDigest(TEST_DIGEST_KEY, next)]);
    expect((await post('auth/token/refresh/', { refresh })).statusCode).toBe(401);

    // A recovery code works once; the codes set up next are stored keyed.
    expect(await signInWithCode(admin.email, recovery[0] ?? '')).toBe(200);
    expect(await signInWithCode(admin.email, recovery[0] ?? '')).toBe(400);

    // The reset token and the invitation code work once.
    const newPassword = { token, password: 'A-brand-new-password-42' };
    expect((await post('auth/new-password/', newPassword)).statusCode).toBe(200);
    expect((await post('auth/new-password/', newPassword)).statusCode).toBe(400);
    const email = 'plain.invitee@example.org';
    expect((await inviteSignup(invited.uuid, invited.code, email)).statusCode).toBe(200);
    expect((await inviteSignup(invited.uuid, invited.code, email)).statusCode).toBe(410);
  });
});
