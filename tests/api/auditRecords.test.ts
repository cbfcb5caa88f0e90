import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../core/generated/audit-entry';
import { signedInAdmin, startTestApp, type TestContext } from './support/testApp';

/** The audit log answers "what happened to X": by X's name, e-mail or code, X named as read. */

let context: TestContext;
let admin: { authorization: string };

const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  context.app.inject({ method, url: `/api/v2/${url}`, headers: admin, payload });

const search = async (text: string): Promise<AuditEntry[]> => {
  const query = encodeURIComponent(`person::${text}|record::${text}`);
  const response = await api('GET', `admin/audit-log/?search=${query}&sort=at::asc`);
  expect(response.statusCode).toBe(200);
  return response.json<{ items: AuditEntry[] }>().items;
};

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

beforeAll(async () => {
  context = await startTestApp();
  admin = (await signedInAdmin(context)).headers;
});
afterAll(() => context.close());

describe('the audit log by the record acted on', () => {
  it('finds an account created, edited and deactivated by its e-mail, named by it', async () => {
    const { db } = context.database;
    const [company] = await db
      .insertInto('companies')
      .values({ name: 'Records Co' })
      .returning('id')
      .execute();
    const email = 'thandi.records@example.org';
    const created = await api('POST', 'case-managers/', {
      user: {
        first_name: 'Thandi',
        last_name: 'Records',
        email,
        password: 'A-long-enough-password',
      },
      role: 'MG',
      company: company!.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { uuid } = await db
      .selectFrom('users')
      .select('uuid')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const edited = await api('PATCH', `users/${uuid}/`, { lastName: 'Recorded' });
    expect(edited.statusCode, edited.body).toBe(200);
    const off = await api('PATCH', `users/${uuid}/`, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);

    const entries = await search(email);
    expect(entries.map((entry) => entry.action)).toEqual([
      'case_manager.create',
      'user.update',
      'user.deactivate',
    ]);
    expect(entries.every((entry) => entry.record === uuid)).toBe(true);
    // Each names the account as it was then, never by its uuid alone.
    expect(entries.map((entry) => entry.recordLabel)).toEqual([
      `Thandi Records · ${email}`,
      `Thandi Recorded · ${email}`,
      `Thandi Recorded · ${email}`,
    ]);
    expect(entries.every((entry) => entry.recordState === null)).toBe(true);
    expect((await search('Recorded')).map((entry) => entry.action)).toEqual([
      'user.update',
      'user.deactivate',
    ]);
  });

  it('names a revoked code by its code and says it is revoked', async () => {
    const created = await api('POST', 'admin/access-codes/', { code: 'GONE-0042' });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<{ id: number }>();
    expect((await api('DELETE', `admin/access-codes/${id}/`)).statusCode).toBe(200);
    const entries = await search('GONE-0042');
    expect(entries.map((entry) => [entry.action, entry.recordLabel, entry.recordState])).toEqual([
      ['access_code.create', 'GONE-0042', 'revoked'],
      ['access_code.revoke', 'GONE-0042', 'revoked'],
    ]);
  });

  it('names every record a person can be shown by more than its key', async () => {
    const { items } = (await api('GET', 'admin/audit-log/?page_size=100')).json<{
      items: AuditEntry[];
    }>();
    const keyed = items.filter((entry) => UUID.test(entry.record ?? ''));
    expect(keyed.length).toBeGreaterThan(0);
    expect(keyed.filter((entry) => !entry.recordLabel)).toEqual([]);
  });

  it('names entries written before the label existed (the migration fills them)', async () => {
    const { db } = context.database;
    const { sql } = await import('kysely');
    await db.updateTable('audit_log').set({ record_label: null }).execute();
    await sql`UPDATE audit_log SET record_label = audit_record_label(target_type, target_id, details)
      WHERE target_id IS NOT NULL`.execute(db);
    expect((await search('GONE-0042')).map((entry) => entry.recordLabel)).toEqual([
      'GONE-0042',
      'GONE-0042',
    ]);
  });
});
