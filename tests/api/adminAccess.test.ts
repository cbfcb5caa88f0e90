import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

let context: TestContext;
let manager: { authorization: string };
let supporter: { authorization: string };

beforeAll(async () => {
  context = await startTestApp();
  const managerUser = await createUser(context, { username: 'only-manager', role: 'MG' });
  const supporterUser = await createUser(context, { username: 'only-supporter', role: 'QM' });
  manager = bearer((await login(context, managerUser.email)).access);
  supporter = bearer((await login(context, supporterUser.email)).access);
});
afterAll(() => context.close());

const uuid = '00000000-0000-4000-8000-000000000000';

// Spec section 6 and design.md: the administrators' calls answer 403 to everyone else.
const adminCalls: [method: 'GET' | 'POST', url: string, payload?: object][] = [
  ['GET', 'users/'],
  ['GET', 'case-managers/'],
  ['GET', `case-managers/${uuid}/`],
  ['GET', `case-managers/${uuid}/charges`],
  ['POST', 'case-managers/', {}],
  ['GET', 'admin/access-codes/'],
  ['GET', 'admin/access-codes/1/'],
  ['POST', 'admin/access-codes/', { code: 'ABCD-1234' }],
  ['POST', 'admin/access-codes/bulk-create/', { access_codes: [{ code: 'ABCD-1234' }] }],
  ['GET', 'mail/'],
  ['GET', 'mail/1/'],
];

describe('administrator-only calls', () => {
  it.each(adminCalls)(
    '%s %s answers 403 to a case manager and a supporter',
    async (method, url, payload) => {
      for (const headers of [manager, supporter]) {
        const response = await context.app.inject({
          method,
          url: `/api/v2/${url}`,
          headers,
          ...(payload === undefined ? {} : { payload }),
        });
        expect(response.statusCode).toBe(403);
      }
    },
  );

  it.each(adminCalls)('%s %s answers 401 without a token', async (method, url) => {
    const response = await context.app.inject({ method, url: `/api/v2/${url}` });
    expect(response.statusCode).toBe(401);
  });
});
