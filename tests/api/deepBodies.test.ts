import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessages } from '../../i18n/en';
import { zuluMessages } from '../../i18n/zu';
import { enqueueMail } from '../../server/repositories/mails';
import { caseManager } from './support/app';
import { startTestApp, signedInAdmin, type TestContext } from './support/testApp';

/**
 * A body nested deeper than any form sends, or a body whose digest or validation would walk it,
 * is refused with the same 400 before any route reads it: with and without an Idempotency-Key.
 */
let context: TestContext;
let admin: { authorization: string };
let urls: string[];

beforeAll(async () => {
  context = await startTestApp();
  admin = (await signedInAdmin(context)).headers;
  const mail = await enqueueMail(context.database.db, 'Portal <no-reply@example.org>', {
    to: ['deep@example.org'],
    subject: 'Deep',
    html: '<p>Deep</p>',
    text: 'Deep',
  });
  const manager = await caseManager(context);
  const staff = manager.uuid;
  urls = [
    `mail/${mail}/resend/`,
    `case-managers/${staff}/password-reset/`,
    `users/${staff}/password-reset/`,
    `case-managers/${staff}/second-factor-reset/`,
    `users/${staff}/second-factor-reset/`,
    'admin/access-codes/bulk-create/',
  ];
});
afterAll(() => context.close());

const nested = (depth: number): string => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const nestedArrays = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);

function post(url: string, payload: string, extra: Record<string, string> = {}) {
  return context.app.inject({
    method: 'POST',
    url: `/api/v2/${url}`,
    headers: { ...admin, 'content-type': 'application/json', ...extra },
    payload,
  });
}

describe('deep JSON bodies', () => {
  for (const keyed of [false, true]) {
    it(`answers 400 on every route ${keyed ? 'with' : 'without'} an Idempotency-Key`, async () => {
      for (const [index, url] of urls.entries()) {
        for (const payload of [nested(5_000), nestedArrays(5_000)]) {
          const key: Record<string, string> = keyed
            ? { 'idempotency-key': `deep-${index}-${payload.length}` }
            : {};
          const response = await post(url, payload, key);
          expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
          expect(response.json<{ message: string }>().message).toBe(
            englishMessages.portal.api.request.too_deep,
          );
        }
      }
    });
  }

  it('says so in Zulu too, and still reads a body as deep as the limit', async () => {
    const response = await post(urls[0] ?? '', nested(5_000), { 'accept-language': 'zu' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      zuluMessages.portal.api.request.too_deep,
    );
    // Nested as deep as allowed: the route reads it (its own schema answers, not the limit).
    const allowed = await post(urls[5] ?? '', `{"access_codes":[${nested(30)}]}`);
    expect(allowed.json<{ message: string }>().message).not.toBe(
      englishMessages.portal.api.request.too_deep,
    );
  });
});
