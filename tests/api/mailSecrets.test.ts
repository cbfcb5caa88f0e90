import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digest, keyedDigest } from '../../server/lib/secrets';
import { SECRET_MASK } from '../../server/mail/mailSecret';
import { caseManager, chargeRequest, type CaseManager } from './support/app';
import { lastMailSentTo } from './support/mailbox';
import {
  bearer,
  createUser,
  login,
  startTestApp,
  TEST_DIGEST_KEY,
  type TestContext,
} from './support/testApp';

/**
 * Secrets never stored: a mail row holds a mask where its reset token or invitation
 * code goes; delivery puts the secret in and then forgets it (SECURITY.md names this suite).
 */
let context: TestContext;
let manager: CaseManager;

beforeAll(async () => {
  context = await startTestApp();
  manager = await caseManager(context);
});
afterAll(() => context.close());

const NEW_PASSWORD = 'A-brand-new-password-42';

async function allMailRows() {
  return context.database.db.selectFrom('mails').selectAll().execute();
}

/** Every string in every mail row (all columns) that looks like a token, a code or a uuid. */
async function tokenLikeStrings(): Promise<{ words: Set<string>; uuids: Set<string> }> {
  const text = JSON.stringify(await allMailRows());
  const uuids = new Set(
    text.match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g),
  );
  const words = new Set(text.match(/[A-Za-z0-9_-]{6,}/g));
  return { words, uuids };
}

function newPassword(token: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v2/auth/new-password/',
    payload: { token, password: NEW_PASSWORD },
  });
}

function inviteSignup(uuid: string, code: string, email: string) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v2/auth/invite-signup/',
    payload: {
      invite_uuid: uuid,
      invite_code: code,
      email,
      first_name: 'Ayanda',
      last_name: 'Mkhize',
      password: NEW_PASSWORD,
      is_client: false,
    },
  });
}

/**
 * Tries every token-like string of the mail table against new-password and invite-signup, and
 * (because wrong tries lock a token or an invitation) against the stored digests as well.
 */
async function assertNoUsableSecret(invitee: string): Promise<number> {
  const { words, uuids } = await tokenLikeStrings();
  const tokenHashes = new Set(
    (
      await context.database.db.selectFrom('password_reset_tokens').select('token_hash').execute()
    ).map((row) => row.token_hash),
  );
  const codeHashes = new Set(
    (await context.database.db.selectFrom('invitations').select('code_hash').execute()).map(
      (row) => row.code_hash,
    ),
  );
  for (const word of words) {
    for (const hash of [
      digest(word.toUpperCase()),
      keyedDigest(TEST_DIGEST_KEY, word.toUpperCase()),
    ]) {
      expect(tokenHashes.has(hash), word).toBe(false);
      expect(codeHashes.has(hash), word).toBe(false);
    }
    expect((await newPassword(word)).statusCode, word).toBe(400);
    for (const uuid of uuids) {
      expect((await inviteSignup(uuid, word, invitee)).statusCode, word).toBeGreaterThanOrEqual(
        400,
      );
    }
  }
  return words.size;
}

describe('one-time secrets in mails', () => {
  it('are in no mail row before or after delivery, and reach the recipient all the same', async () => {
    const staff = await createUser(context);
    await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/forgot-password/',
      payload: { email: staff.email },
    });
    await context.app.background.settled();
    await chargeRequest(context, manager, {
      invited_supporters: [{ email: 'first.invitee@example.org', designation: 'OT' }],
    });
    const rows = await allMailRows();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.body_text).toContain(SECRET_MASK);
      expect(row.secret_sealed).not.toBeNull();
    }
    expect(await assertNoUsableSecret('first.invitee@example.org')).toBeGreaterThan(0);

    // Delivered: the recipient reads the secret, the row keeps only the mask.
    const resetMail = await lastMailSentTo(context, staff.email);
    const token = /reset token is: ([A-Z0-9]+)/.exec(resetMail.text)?.[1] ?? '';
    expect(token).toMatch(/^[A-Z0-9]{14}$/);
    expect(resetMail.html).toContain(`<strong data-token>${token}</strong>`);
    for (const row of await allMailRows()) {
      expect(row.status).toBe('SS');
      expect(row.secret_sealed).toBeNull();
      expect(JSON.stringify(row)).not.toContain(token);
    }
    await assertNoUsableSecret('first.invitee@example.org');

    // The Mails page (admin API) shows the mask, never the secret.
    const admin = await createUser(context, { role: 'AD', isSuperuser: true });
    const adminHeaders = bearer((await login(context, admin.email)).access);
    const list = await context.app.inject({
      url: '/api/v2/mail/?page_size=100',
      headers: adminHeaders,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(SECRET_MASK);
    expect(list.body).not.toContain(token);

    // The recipient's token works.
    expect((await newPassword(token)).statusCode).toBe(200);
  });

  it('an invitation code delivered works for its recipient at send time', async () => {
    await chargeRequest(context, manager, {
      invited_supporters: [{ email: 'second.invitee@example.org', designation: 'OT' }],
    });
    const mail = await lastMailSentTo(context, 'second.invitee@example.org');
    const uuid = /invite-signup\/([0-9a-f-]{36})\//.exec(mail.text)?.[1] ?? '';
    const code = /invitation code is: ([A-Z0-9]+)/.exec(mail.text)?.[1] ?? '';
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    expect(mail.html).toContain(`<strong data-code>${code}</strong>`);
    const rows = await allMailRows();
    expect(JSON.stringify(rows)).not.toContain(code);
    const signup = await inviteSignup(uuid, code, 'second.invitee@example.org');
    expect(signup.statusCode, signup.body).toBe(200);
  });
});
