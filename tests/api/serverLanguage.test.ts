import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailSentTo } from './support/mailbox';
import { englishMessages } from '../../i18n/en';
import { zuluMessages } from '../../i18n/zu';
import { createCharge } from '../../server/services/charges';
import { inviteSupporter } from '../../server/services/invitations';
import type { User } from '../../server/db/database';
import {
  bearer,
  createUser,
  login,
  PASSWORD,
  startTestApp,
  testConfig,
  type TestContext,
} from './support/testApp';

/**
 * The API answers in the reader's language. Each case is sent once with
 * `Accept-Language: zu` and once without, and must answer the Zulu and the English text of the
 * same key: errors thrown in handlers, in the services they await, by schema validation, by the
 * rate limiter, by the router and by Fastify itself.
 */

let context: TestContext;
let manager: User;
let managerHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  context = await startTestApp({
    rateLimit: { general: 100_000, sensitivePerAddress: 100_000, sensitivePerAccount: 3 },
  });
  manager = await createUser(context, { username: 'language-manager' });
  const admin = await createUser(context, {
    username: 'language-admin',
    role: 'AD',
    isSuperuser: true,
  });
  managerHeaders = bearer((await login(context, manager.email)).access);
  adminHeaders = bearer((await login(context, admin.email)).access);
});
afterAll(() => context.close());

type Language = 'en' | 'zu';
const LANGUAGES: Language[] = ['en', 'zu'];

/** The message of a `portal.*` key in one language, placeholders filled. */
function text(language: Language, key: string, values: Record<string, string> = {}): string {
  const catalogue: unknown = language === 'zu' ? zuluMessages : englishMessages;
  const found = key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      catalogue,
    );
  if (typeof found !== 'string') {
    throw new Error(`no ${language} message for ${key}`);
  }
  return found.replace(/%\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}

/** Headers for the reader: `Accept-Language: zu` for Zulu, none at all for English. */
function reader(language: Language, headers: Record<string, string> = {}) {
  return language === 'zu' ? { ...headers, 'accept-language': 'zu' } : headers;
}

interface Envelope {
  message: string;
  data: Record<string, string[]>;
}

function send(
  language: Language,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return context.app.inject({
    method,
    url: `/api/v2/${url}`,
    headers: reader(language, headers),
    ...(payload ? { payload } : {}),
  });
}

describe.each(LANGUAGES)('in %s', (language) => {
  it('a wrong password (a handler)', async () => {
    const response = await send(language, 'POST', 'auth/token/', {
      email: manager.email,
      password: 'not-the-password-1',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<Envelope>().message).toBe(text(language, 'portal.api.auth.login_failed'));
    expect(response.headers['content-language']).toBe(language);
    expect(response.headers.vary).toMatch(/Accept-Language/);
  });

  it('a bad reset token (a service the handler awaits)', async () => {
    const response = await send(language, 'POST', 'auth/new-password/', {
      token: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
      password: 'Umoya-omuhle-2026',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Envelope>().data.token).toEqual([
      text(language, 'portal.api.auth.token_invalid'),
    ]);
  });

  it('a used invitation', async () => {
    const email = `declined-${language}@example.org`;
    const chargeId = await createCharge(context.database.db, {
      email: `client-${language}@example.org`,
      passwordHash: 'not-used',
      firstName: 'Lindiwe',
      lastName: 'Cele',
      companyId: null,
      courseId: null,
      policy: null,
    });
    const { uuid } = await inviteSupporter(context.database.db, testConfig(), {
      email,
      designation: 'OT',
      invitedBy: manager,
      subjectName: 'Lindiwe Cele',
      target: { chargeId },
      code: 'KNOWNCODE',
    });
    const decline = await send(language, 'POST', `charges/invitations/${uuid}/decline/`, {
      invite_uuid: uuid,
      invite_code: 'KNOWNCODE',
    });
    expect(decline.statusCode).toBe(200);
    const gone = text(language, 'portal.api.invitations.gone');
    const shown = await send(language, 'GET', `charges/invitations/${uuid}/`);
    expect(shown.statusCode).toBe(410);
    expect(shown.json<Envelope>().message).toBe(gone);
    const signup = await send(language, 'POST', 'auth/invite-signup/', {
      invite_uuid: uuid,
      invite_code: 'KNOWNCODE',
      email,
      first_name: 'Zodwa',
      last_name: 'Mthembu',
      password: 'A-long-enough-password-1',
      is_client: true,
    });
    expect(signup.statusCode).toBe(410);
    expect(signup.json<Envelope>().message).toBe(gone);
  });

  it('a weak password and a wrong current password (field errors in data)', async () => {
    // An account of its own: every current-password check counts against the account like a
    // sign-in, and the manager's three a minute are spent by the other tests.
    const owner = await createUser(context, { username: `language-password-${language}` });
    const ownerHeaders = bearer((await login(context, owner.email)).access);
    const common = await send(
      language,
      'POST',
      'users/profile/update-password/',
      { currentPassword: PASSWORD, newPassword: 'password1234' },
      ownerHeaders,
    );
    expect(common.statusCode).toBe(400);
    expect(common.json<Envelope>().data.newPassword).toEqual([
      text(language, 'portal.shared.password.weak.common'),
    ]);
    const wrong = await send(
      language,
      'POST',
      'users/profile/update-password/',
      { currentPassword: 'not-the-password-1', newPassword: 'Umoya-omuhle-2026' },
      ownerHeaders,
    );
    expect(wrong.json<Envelope>().data.currentPassword).toEqual([
      text(language, 'portal.api.auth.current_password_wrong'),
    ]);
  });

  it('a duplicate access code', async () => {
    const code = `LANG-${language.toUpperCase()}01`;
    const first = await send(language, 'POST', 'admin/access-codes/', { code }, adminHeaders);
    expect(first.statusCode).toBe(201);
    const second = await send(language, 'POST', 'admin/access-codes/', { code }, adminHeaders);
    expect(second.statusCode).toBe(400);
    expect(second.json<Envelope>().data.code).toEqual([
      text(language, 'portal.api.access_codes.taken'),
    ]);
  });

  it('a rate-limited sign-in', async () => {
    const email = `throttled-${language}@example.org`;
    const statuses: number[] = [];
    let last = await send(language, 'POST', 'auth/token/', { email, password: 'wrong-password-1' });
    for (let i = 0; i < 4; i += 1) {
      statuses.push(last.statusCode);
      last = await send(language, 'POST', 'auth/token/', { email, password: 'wrong-password-1' });
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect(last.statusCode).toBe(429);
    expect(last.json<Envelope>()).toEqual({
      message: text(language, 'portal.api.request.too_many'),
      data: {},
    });
  });

  it('a schema (Ajv) error: the envelope and each field in data', async () => {
    const response = await send(
      language,
      'POST',
      'admin/access-codes/',
      { code: 'lower-case' },
      adminHeaders,
    );
    expect(response.statusCode).toBe(400);
    const envelope = response.json<Envelope>();
    expect(envelope.message).toBe(text(language, 'portal.api.request.invalid_data'));
    expect(envelope.data.code).toEqual([text(language, 'portal.validation.invalid')]);
    const long = await send(language, 'POST', 'auth/invite-signup/', {
      invite_uuid: '00000000-0000-4000-8000-000000000000',
      invite_code: 'ABCDEFGH',
      email: 'long.name@example.org',
      first_name: 'x'.repeat(151),
      last_name: 'Mthembu',
      password: 'A-long-enough-password-1',
      is_client: false,
    });
    expect(long.json<Envelope>().data.first_name).toEqual([
      text(language, 'portal.validation.max', { n: '150' }),
    ]);
    const missing = await send(language, 'POST', 'auth/token/', {});
    expect(missing.json<Envelope>().data.email).toEqual([
      text(language, 'portal.validation.required'),
    ]);
  });

  it('401, 403 and 404 from guards and the router', async () => {
    const anonymous = await send(language, 'GET', 'users/profile/');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<Envelope>().message).toBe(
      text(language, 'portal.api.request.unauthenticated'),
    );
    const forbidden = await send(language, 'GET', 'admin/access-codes/', undefined, managerHeaders);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json<Envelope>().message).toBe(text(language, 'portal.api.request.forbidden'));
    const noRoute = await send(language, 'GET', 'no-such-thing/');
    expect(noRoute.statusCode).toBe(404);
    expect(noRoute.json<Envelope>().message).toBe(
      text(language, 'portal.api.request.no_route', {
        method: 'GET',
        path: '/api/v2/no-such-thing/',
      }),
    );
  });

  it("Fastify's own errors: a body too large, malformed JSON, a path too long", async () => {
    const large = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/',
      headers: reader(language, { 'content-type': 'application/json' }),
      payload: JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(large.statusCode).toBe(413);
    expect(large.json<Envelope>().message).toBe(
      text(language, 'portal.api.request.body_too_large'),
    );
    const malformed = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/',
      headers: reader(language, { 'content-type': 'application/json' }),
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<Envelope>().message).toBe(
      text(language, 'portal.api.request.invalid_body'),
    );
    const long = await context.app.inject({
      url: `/api/v2/charges/invitations/${'a'.repeat(200)}/`,
      headers: reader(language),
    });
    expect(long.statusCode).toBe(414);
    expect(long.json<Envelope>().message).toBe(
      text(language, 'portal.api.request.invalid_address'),
    );
  });
});

/** The newest mail to `email`. */
function lastMailTo(email: string) {
  return lastMailSentTo(context, email);
}

async function storedLanguage(email: string) {
  const row = await context.database.db
    .selectFrom('users')
    .select('language')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.language;
}

describe("mails are in the recipient's stored language, English when unknown", () => {
  it('a reset mail follows the language of the last sign-in, whoever asks for it', async () => {
    const user = await createUser(context, { username: 'mail-reader' });
    expect(await storedLanguage(user.email)).toBeNull();
    await send('zu', 'POST', 'auth/forgot-password/', { email: user.email });
    expect((await lastMailTo(user.email)).subject).toBe(
      text('en', 'portal.api.mails.password_reset.subject'),
    );
    await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/token/',
      headers: { 'accept-language': 'zu-ZA,en;q=0.5' },
      payload: { email: user.email, password: PASSWORD },
    });
    expect(await storedLanguage(user.email)).toBe('zu');
    // Asked in English, written in the reader's Zulu.
    await send('en', 'POST', 'auth/forgot-password/', { email: user.email });
    const mail = await lastMailTo(user.email);
    expect(mail.subject).toBe(text('zu', 'portal.api.mails.password_reset.subject'));
    expect(mail.text).toContain(text('zu', 'portal.api.mails.password_reset.intro'));
  });

  it('an account takes the language of the request that creates it; an invitation is in its address holder’s language', async () => {
    const known = await createUser(context, { username: 'english-reader' });
    await login(context, known.email);
    const response = await send(
      'zu',
      'POST',
      'case-managers/charge-requests/',
      {
        first_name: 'Sizwe',
        last_name: 'Ndlovu',
        email: null,
        company: null,
        policy_number: null,
        should_request_consent: false,
        designation: 'Case manager',
        other_case_managers: [],
        invited_supporters: [
          { email: 'unknown.reader@example.org', designation: 'OT' },
          { email: known.email, designation: 'OT' },
        ],
      },
      managerHeaders,
    );
    expect(response.statusCode, response.body).toBe(201);
    // No account: English, whatever the inviter reads.
    const unknown = await lastMailTo('unknown.reader@example.org');
    expect(unknown.subject).toBe(text('en', 'portal.api.mails.invitation.subject'));
    const uuid = /invite-signup\/([0-9a-f-]{36})\//.exec(unknown.text)?.[1] ?? '';
    const code = /invitation code is: ([A-Z0-9]+)/.exec(unknown.text)?.[1] ?? '';
    const signup = await send('zu', 'POST', 'auth/invite-signup/', {
      invite_uuid: uuid,
      invite_code: code,
      email: 'unknown.reader@example.org',
      first_name: 'Zodwa',
      last_name: 'Mthembu',
      password: 'A-long-enough-password-1',
      is_client: false,
    });
    expect(signup.statusCode, signup.body).toBeLessThan(300);
    expect(await storedLanguage('unknown.reader@example.org')).toBe('zu');
    // Invited again, now with an account: in Zulu, though the inviter writes in English.
    const again = await send(
      'en',
      'POST',
      'case-managers/charge-requests/',
      {
        first_name: 'Thandi',
        last_name: 'Zulu',
        email: null,
        company: null,
        policy_number: null,
        should_request_consent: false,
        designation: 'Case manager',
        other_case_managers: [],
        invited_supporters: [{ email: 'unknown.reader@example.org', designation: 'OT' }],
      },
      managerHeaders,
    );
    expect(again.statusCode, again.body).toBe(201);
    expect((await lastMailTo('unknown.reader@example.org')).subject).toBe(
      text('zu', 'portal.api.mails.invitation.subject'),
    );
    // Signed in without Accept-Language: English, stored.
    expect(await storedLanguage(known.email)).toBe('en');
    expect((await lastMailTo(known.email)).subject).toBe(
      text('en', 'portal.api.mails.invitation.subject'),
    );
  });
});

describe('the general rate limit (an onRequest hook of @fastify/rate-limit)', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await startTestApp({
      rateLimit: { general: 2, sensitivePerAddress: 100, sensitivePerAccount: 100 },
    });
  });
  afterAll(() => limited.close());

  it.each(LANGUAGES)('answers its 429 in %s', async (language) => {
    // The general limit counts per signed-in caller, after the route's own authentication.
    const user = await createUser(limited, { username: `busy-${language}` });
    const headers = reader(language, bearer((await login(limited, user.email)).access));
    const call = () => limited.app.inject({ url: '/api/v2/users/shallow-profile/', headers });
    expect((await call()).statusCode).toBe(200);
    await call();
    const response = await call();
    expect(response.statusCode).toBe(429);
    expect(response.json<Envelope>()).toEqual({
      message: text(language, 'portal.api.request.too_many'),
      data: {},
    });
  });
});
