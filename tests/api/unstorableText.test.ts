import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, startTestApp, type TestContext } from './support/testApp';

/**
 * Text the database cannot store (U+0000, or half of a character) is refused with a 400 naming
 * the field, in the reader's language, before any route writes: a course's isiZulu name, kept in
 * a JSON column, had answered 500 for a lone surrogate.
 */
let context: TestContext;
let admin: { headers: Record<string, string> };

beforeAll(async () => {
  context = await startTestApp();
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

const courses = async () =>
  (
    await sql<{ count: number }>`SELECT count(*)::int AS count FROM courses`.execute(
      context.database.db,
    )
  ).rows[0]?.count;

describe('unstorable text', () => {
  for (const [what, nameZu] of [
    ['a low surrogate before a high one', '\udfff\ud800'],
    ['a high surrogate alone', 'Isifundo \ud83d'],
    ['U+0000', 'Isi\u0000fundo'],
  ] as const) {
    it(`refuses ${what} in a course's name with a 400 naming the field, and adds nothing`, async () => {
      const before = await courses();
      for (const [language, message] of [
        ['en', 'The data sent is not valid.'],
        ['zu', undefined],
      ] as const) {
        const response = await context.app.inject({
          method: 'POST',
          url: '/api/v2/courses/',
          headers: { ...admin.headers, 'accept-language': language },
          payload: { name: `Course ${language} ${what}`, nameZu },
        });
        expect(response.statusCode, response.body).toBe(400);
        const body = response.json<{ message: string; data: Record<string, string[]> }>();
        expect(Object.keys(body.data)).toEqual(['nameZu']);
        if (message) {
          expect(body.message).toBe(message);
        } else {
          expect(body.message).not.toBe('The data sent is not valid.');
        }
      }
      expect(await courses()).toBe(before);
    });
  }

  it('stores whole characters outside the basic plane as they came', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/courses/',
      headers: admin.headers,
      payload: { name: 'Sleep 🌙', nameZu: 'Ukulala 🌙' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const { rows } = await sql<{ zulu: string }>`
      SELECT translated_names->>'zu' AS zulu FROM courses WHERE name = 'Sleep 🌙'`.execute(
      context.database.db,
    );
    expect(rows).toEqual([{ zulu: 'Ukulala 🌙' }]);
  });
});
