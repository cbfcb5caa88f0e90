import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

/**
 * Dates outside what both databases store (year 0 and before, year 10000 and after, days that
 * are not in the calendar) are a 400 naming the field, never a 500, on PGlite and PostgreSQL.
 */

let context: TestContext;
let admin: { authorization: string };
let manager: { authorization: string };
let carerId: number;

beforeAll(async () => {
  context = await startTestApp();
  const adminUser = await createUser(context, {
    username: 'dates-admin',
    role: 'AD',
    isSuperuser: true,
  });
  const managerUser = await createUser(context, { username: 'dates-manager' });
  admin = bearer((await login(context, adminUser.email)).access);
  manager = bearer((await login(context, managerUser.email)).access);
  const row = await context.database.db
    .selectFrom('case_managers')
    .select('id')
    .where('user_id', '=', managerUser.id)
    .executeTakeFirstOrThrow();
  carerId = row.id;
});
afterAll(() => context.close());

const OUT_OF_RANGE = [
  '0000-01-01',
  '-000001-01-01',
  '10000-01-01',
  '+010000-01-01',
  '275760-09-13',
  '2026-02-31',
  '2026-13-01',
  '2026-00-10',
];

const FILTERS: [string, string, () => { authorization: string }][] = [
  ['charges/', 'latestSession', () => manager],
  ['admin/access-codes/', 'createdAt', () => admin],
  ['admin/access-codes/', 'usedAt', () => admin],
  ['case-managers/', 'lastLogin', () => admin],
];

describe('dates out of range', () => {
  it.each(FILTERS)(
    'refuses them in %s filter %s with a 400 naming the filter',
    async (path, field, who) => {
      for (const date of OUT_OF_RANGE) {
        const response = await context.app.inject({
          url: `/api/v2/${path}?filter=${field}::${encodeURIComponent(date)}`,
          headers: who(),
        });
        expect(response.statusCode, date).toBe(400);
        expect(response.json<{ message: string }>().message, date).toContain(field);
      }
      for (const date of ['0001-01-01', '9999-12-31', '2026-02-28']) {
        const response = await context.app.inject({
          url: `/api/v2/${path}?filter=${field}::${date}`,
          headers: who(),
        });
        expect(response.statusCode, date).toBe(200);
      }
    },
  );

  it('refuses them in an access code’s times with a field error, creating nothing', async () => {
    for (const [index, at] of [
      '0000-01-01T00:00:00Z',
      '10000-01-01T00:00:00Z',
      '2026-02-31T10:00:00Z',
    ].entries()) {
      const response = await context.app.inject({
        method: 'POST',
        url: '/api/v2/admin/access-codes/',
        headers: admin,
        payload: { code: `DATES-${index}`, created_for: carerId, assigned_at: at },
      });
      expect(response.statusCode, at).toBe(400);
      expect(Object.keys(response.json<{ data: object }>().data), at).toEqual(['assigned_at']);
    }
    const stored = await context.database.db
      .selectFrom('access_codes')
      .select('id')
      .where('code', 'like', 'DATES-%')
      .execute();
    expect(stored).toEqual([]);
  });
});
