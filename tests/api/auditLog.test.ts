import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../core/generated/audit-entry';
import { enqueueMail } from '../../server/repositories/mails';
import { fingerprint } from './support/app';
import { parseCsv } from './support/parseCsv';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

let context: TestContext;
let admin: { authorization: string };
let manager: { authorization: string };
let managerEmail: string;

interface Page<T> {
  items: T[];
  count: number;
}

const list = async (query = '', headers = admin) => {
  const response = await context.app.inject({
    url: `/api/v2/admin/audit-log/${query}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<Page<AuditEntry>>();
};

beforeAll(async () => {
  context = await startTestApp();
  const adminUser = await createUser(context, {
    username: 'audit-admin',
    firstName: 'Ayanda',
    lastName: 'Admin',
    role: 'AD',
    isStaff: true,
  });
  const managerUser = await createUser(context, {
    username: 'audit-manager',
    firstName: 'Musa',
    lastName: 'Manager',
  });
  managerEmail = managerUser.email;
  admin = bearer((await login(context, adminUser.email)).access);
  manager = bearer((await login(context, managerUser.email)).access);
  await context.app.inject({
    method: 'POST',
    url: '/api/v2/auth/token/',
    payload: { email: managerEmail, password: 'not-the-password' },
  });
  await context.app.inject({
    url: '/api/v2/charges/?sort=policy::asc',
    headers: { ...manager, accept: 'text/csv' },
  });
});
afterAll(() => context.close());

describe('GET admin/audit-log/', () => {
  it('lists every audited event, newest first, with who, what, which record and from where', async () => {
    const page = await list();
    expect(page.items.map((entry) => entry.action)).toEqual([
      'list.export',
      'auth.login_failed',
      'auth.login',
      'auth.login',
    ]);
    expect(page.items[0]).toMatchObject({
      actor: 'Musa Manager',
      actorEmail: managerEmail,
      recordType: 'list',
      record: 'charges',
      ip: '127.0.0.1',
    });
    expect(JSON.parse(page.items[0]?.details ?? '')).toMatchObject({
      resource: 'charges',
      query: { sort: 'policy::asc' },
    });
    expect(page.count).toBe(4);
  });

  it('filters by action and period, and finds a person or a record', async () => {
    const logins = await list('?filter=action::auth.login');
    expect(logins.items.map((entry) => entry.actorEmail).sort()).toEqual(
      ['audit-admin@example.org', managerEmail].sort(),
    );
    expect((await list('?filter=at::2999-01-01')).count).toBe(0);
    expect((await list('?filter=at::2000-01-01')).count).toBe(4);
    const musa = await list(`?search=${encodeURIComponent('person::musa|record::musa')}`);
    expect(musa.items.every((entry) => entry.actorEmail === managerEmail)).toBe(true);
    expect(musa.count).toBe(3);
    const exports = await list(`?search=${encodeURIComponent('person::charges|record::charges')}`);
    expect(exports.items.map((entry) => entry.action)).toEqual(['list.export']);
    const oldestFirst = await list('?sort=at::asc&page_size=1');
    expect(oldestFirst.items[0]?.action).toBe('auth.login');
  });

  it('refuses an action outside the catalogue with a message', async () => {
    const response = await context.app.inject({
      url: '/api/v2/admin/audit-log/?filter=action::anything',
      headers: admin,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/action/);
  });

  it('is for administrators only', async () => {
    const response = await context.app.inject({
      url: '/api/v2/admin/audit-log/',
      headers: manager,
    });
    expect(response.statusCode).toBe(403);
  });

  it('exports as CSV with the action labels', async () => {
    const response = await context.app.inject({
      url: '/api/v2/admin/audit-log/?filter=action::list.export',
      headers: { ...admin, accept: 'text/csv' },
    });
    const [header, ...rows] = parseCsv(response.body);
    expect(header?.[3]).toBe('What');
    // The manager's export, and this one: written before its rows are read.
    expect(rows.map((row) => row[3])).toEqual(['Exported a list', 'Exported a list']);
    expect(rows.map((row) => row[2])).toEqual(['audit-admin@example.org', managerEmail]);
  });

  it('is append-only: no method changes or deletes an entry', async () => {
    const before = await fingerprint(context, ['audit_log']);
    const [entry] = (await list('?sort=at::asc&page_size=1')).items;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['admin/audit-log/', `admin/audit-log/${entry?.id}/`]) {
        const response = await context.app.inject({
          method,
          url: `/api/v2/${url}`,
          headers: admin,
          payload: method === 'DELETE' ? undefined : { action: 'auth.logout' },
        });
        expect([404, 405]).toContain(response.statusCode);
      }
    }
    const post = await context.app.inject({
      method: 'POST',
      url: '/api/v2/admin/audit-log/',
      headers: admin,
      payload: { action: 'auth.logout' },
    });
    expect([404, 405]).toContain(post.statusCode);
    expect(await fingerprint(context, ['audit_log'])).toEqual(before);
  });
});

describe('the address of an audited write', () => {
  it('is on every entry a request writes: access codes, comments, mails sent now', async () => {
    const remoteAddress = '203.0.113.7';
    const write = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      context.app.inject({
        method,
        url: `/api/v2/${url}`,
        headers: admin,
        remoteAddress,
        ...(payload ? { payload } : {}),
      });
    const created = await write('POST', 'admin/access-codes/', { code: 'ADDR-0001' });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await write('DELETE', `admin/access-codes/${id}/`)).statusCode).toBe(200);
    const issue = await write('POST', 'feedback/issues/create/', {
      title: 'Where is the audit address?',
      text: 'It should be on every write.',
    });
    const { uuid } = issue.json<{ uuid: string }>();
    expect(
      (await write('POST', `feedback/issues/${uuid}/comments/`, { text: 'Noted.' })).statusCode,
    ).toBe(201);
    const mail = await enqueueMail(context.database.db, 'Portal <no-reply@example.org>', {
      to: ['someone@example.org'],
      subject: 'Queued',
      html: '<p>Hello</p>',
      text: 'Hello',
    });
    expect((await write('POST', `mail/${mail}/send-now/`)).statusCode).toBeLessThan(300);

    const entries = await context.database.db
      .selectFrom('audit_log')
      .select(['action', 'ip'])
      .where('action', 'in', [
        'access_code.create',
        'access_code.revoke',
        'issue.create',
        'issue.comment',
        'mail.send_now',
      ])
      .orderBy('id')
      .execute();
    expect(entries).toEqual(
      [
        'access_code.create',
        'access_code.revoke',
        'issue.create',
        'issue.comment',
        'mail.send_now',
      ].map((action) => ({ action, ip: remoteAddress })),
    );
    const withoutAddress = await context.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('ip', 'is', null)
      .execute();
    expect(withoutAddress).toEqual([]);
  });
});
