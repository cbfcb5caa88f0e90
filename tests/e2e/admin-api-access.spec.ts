import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './admin-helpers';

const API = '/api/v2/';

async function token(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post(`${API}auth/token/`, {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

const calls: [method: 'get' | 'post', path: string, data?: object][] = [
  ['get', 'users/'],
  ['get', 'case-managers/'],
  ['post', 'case-managers/', {}],
  ['get', 'admin/access-codes/'],
  ['get', 'admin/access-codes/1/'],
  ['post', 'admin/access-codes/', { code: 'NOPE-1234' }],
  ['post', 'admin/access-codes/bulk-create/', { access_codes: [{ code: 'NOPE-1234' }] }],
  ['get', 'mail/'],
  ['get', 'mail/1/'],
];

test('a case manager calling the admin APIs gets 403', async ({ request }) => {
  const headers = { Authorization: `Bearer ${await token(request, 'manager@example.org')}` };
  const admin = { Authorization: `Bearer ${await token(request, 'admin@example.org')}` };
  const list = await request.get(`${API}case-managers/`, { headers: admin });
  const someone = ((await list.json()) as { items: { uuid: string }[] }).items[0]?.uuid;
  const all = [
    ...calls,
    ['get', `case-managers/${someone}/`],
    ['get', `case-managers/${someone}/charges`],
  ] as const;
  for (const [method, path, data] of all) {
    const response = await request[method](`${API}${path}`, { headers, data });
    expect(response.status(), `${method.toUpperCase()} ${path}`).toBe(403);
  }
  // The same calls are open to an administrator.
  expect((await request.get(`${API}admin/access-codes/`, { headers: admin })).status()).toBe(200);
});
