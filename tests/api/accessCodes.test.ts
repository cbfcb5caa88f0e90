import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessCode } from '../../core/generated/access-code';
import type { AccessCodeDetail } from '../../core/generated/access-code-detail';
import { createCharge } from '../../server/services/charges';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

let context: TestContext;
let admin: { authorization: string };
let carerId: number;
let chargeId: number;

interface Page<T> {
  items: T[];
  count: number;
}
interface Failure {
  message: string;
  data: Record<string, string[]> | Record<string, string[]>[];
}

const get = (url: string) => context.app.inject({ url: `/api/v2/${url}`, headers: admin });
const post = (url: string, payload: object) =>
  context.app.inject({ method: 'POST', url: `/api/v2/${url}`, headers: admin, payload });
const auditCount = async () =>
  (
    await context.database.db
      .selectFrom('audit_log')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('action', '=', 'access_code.create')
      .executeTakeFirstOrThrow()
  ).n;

beforeAll(async () => {
  context = await startTestApp();
  const { db } = context.database;
  const adminUser = await createUser(context, { username: 'ac-admin', role: 'AD', isStaff: true });
  const carer = await createUser(context, { username: 'carer' });
  carerId = (
    await db
      .selectFrom('case_managers')
      .select('id')
      .where('user_id', '=', carer.id)
      .executeTakeFirstOrThrow()
  ).id;
  chargeId = await createCharge(db, {
    email: 'thabo@example.org',
    passwordHash: 'x',
    firstName: 'Thabo',
    lastName: 'Mbeki',
    companyId: null,
    courseId: null,
    policy: 'POL-1',
  });
  await db
    .insertInto('access_codes')
    .values([
      { code: 'OLD-0001', created_at: new Date('2025-01-10T00:00:00Z') },
      { code: 'OLD-0002', created_at: new Date('2025-03-10T00:00:00Z') },
    ])
    .execute();
  admin = bearer((await login(context, adminUser.email)).access);
});
afterAll(() => context.close());

describe('POST admin/access-codes/', () => {
  it('creates a code for a carer, used by a charge, dated now when no date is given', async () => {
    const before = await auditCount();
    const usedAt = new Date().toISOString();
    const response = await post('admin/access-codes/', {
      code: 'NEW-0001',
      created_for: carerId,
      used_by: chargeId,
      used_at: usedAt,
    });
    expect(response.statusCode).toBe(201);
    const code = response.json<AccessCode>();
    expect(code).toMatchObject({
      code: 'NEW-0001',
      createdFor: 'carer@example.org',
      usedBy: 'Thabo Mbeki',
      usedAt: usedAt,
    });
    expect(code.assignedAt).toEqual(expect.any(String));
    expect(await auditCount()).toBe(before + 1);
  });

  it('places server errors on code, created_for and used_by', async () => {
    const response = await post('admin/access-codes/', {
      code: 'NEW-0001',
      created_for: 999999,
      used_by: 999999,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Failure>().data).toEqual({
      code: ['An access code with this code already exists.'],
      created_for: ['No case manager with this id.'],
      used_by: ['No charge with this id.'],
    });
  });

  it('refuses a lower-case or missing code with the validation wording', async () => {
    const lower = await post('admin/access-codes/', { code: 'new-2' });
    expect(lower.json<Failure>().data).toEqual({ code: ['This value is invalid'] });
    const missing = await post('admin/access-codes/', {});
    expect(missing.json<Failure>().data).toEqual({ code: ['This field is required'] });
  });
});

describe('POST admin/access-codes/bulk-create/', () => {
  it('creates every code and answers the list when all are good', async () => {
    const response = await post('admin/access-codes/bulk-create/', {
      access_codes: [{ code: 'BULK-0001' }, { code: 'BULK-0002' }],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Page<AccessCode>>().items.map((c) => c.code)).toEqual([
      'BULK-0001',
      'BULK-0002',
    ]);
  });

  it('creates the good codes and lists per-item errors aligned with the submission', async () => {
    const before = await auditCount();
    const response = await post('admin/access-codes/bulk-create/', {
      access_codes: [
        { code: 'BULK-0003' },
        { code: 'OLD-0001' },
        { code: 'bad code' },
        { code: 'BULK-0004' },
        { code: 'BULK-0004' },
      ],
    });
    expect(response.statusCode).toBe(400);
    const failure = response.json<Failure>();
    expect(failure.message).toBe('3 of 5 access codes could not be created.');
    expect(failure.data).toEqual([
      {},
      { code: ['An access code with this code already exists.'] },
      { code: ['This value is invalid'] },
      {},
      { code: ['This code is given twice in the list.'] },
    ]);
    expect(await auditCount()).toBe(before + 2);
    const search = (await get('admin/access-codes/?search=code::BULK-000')).json<
      Page<AccessCode>
    >();
    expect(search.count).toBe(4);
  });

  it('refuses a payload that is not a list of codes as a whole', async () => {
    const response = await post('admin/access-codes/bulk-create/', { access_codes: [] });
    expect(response.statusCode).toBe(400);
    expect(Array.isArray(response.json<Failure>().data)).toBe(false);
  });
});

describe('GET admin/access-codes/', () => {
  it('sorts, searches and filters by period', async () => {
    const sorted = (await get('admin/access-codes/?sort=code::asc&page_size=2')).json<
      Page<AccessCode>
    >();
    expect(sorted.items.map((c) => c.code)).toEqual(['BULK-0001', 'BULK-0002']);
    const forCarer = (
      await get(
        `admin/access-codes/?search=${encodeURIComponent('createdFor::carer@|usedBy::carer@')}`,
      )
    ).json<Page<AccessCode>>();
    expect(forCarer.items.map((c) => c.code)).toEqual(['NEW-0001']);
    const byUser = (await get('admin/access-codes/?search=usedBy::thabo')).json<Page<AccessCode>>();
    expect(byUser.count).toBe(1);
    const oldOnes = (
      await get('admin/access-codes/?filter=createdAt::2025-01-01&sort=createdAt::asc')
    ).json<Page<AccessCode>>();
    expect(oldOnes.items[0]?.code).toBe('OLD-0001');
    const since = (await get('admin/access-codes/?filter=createdAt::2025-02-01')).json<
      Page<AccessCode>
    >();
    expect(since.items.map((c) => c.code)).not.toContain('OLD-0001');
    const used = (await get('admin/access-codes/?filter=usedAt::2025-06-01')).json<
      Page<AccessCode>
    >();
    expect(used.items.map((c) => c.code)).toEqual(['NEW-0001']);
  });
});

describe('GET admin/access-codes/{id}/', () => {
  it('shows who the code was made for and who used it', async () => {
    const [code] = (await get('admin/access-codes/?search=code::NEW-0001')).json<Page<AccessCode>>()
      .items;
    const detail = (await get(`admin/access-codes/${code?.id}/`)).json<AccessCodeDetail>();
    expect(detail.createdFor).toMatchObject({ email: 'carer@example.org', username: 'carer' });
    expect(detail.usedBy).toMatchObject({ firstName: 'Thabo', policy: 'POL-1' });
    expect(detail.used).toBe(true);
    expect(detail.toBeUsedBy).toBeNull();
  });

  it('reads a code whose client is gone as used, as the list filter and revoke do', async () => {
    const { id } = await context.database.db
      .insertInto('access_codes')
      .values({ code: 'GONE-0001', used_by: null, used_at: new Date('2025-05-01T00:00:00Z') })
      .returning('id')
      .executeTakeFirstOrThrow();
    const detail = (await get(`admin/access-codes/${id}/`)).json<AccessCodeDetail>();
    expect(detail).toMatchObject({ used: true, usedBy: null, toBeUsedBy: null });
    const used = (await get('admin/access-codes/?filter=used::used&search=code::GONE')).json<
      Page<AccessCode>
    >();
    expect(used.items.map((c) => c.code)).toEqual(['GONE-0001']);
    const revoke = await context.app.inject({
      method: 'DELETE',
      url: `/api/v2/admin/access-codes/${id}/`,
      headers: admin,
    });
    expect(revoke.statusCode).toBe(409);
    await context.database.db.deleteFrom('access_codes').where('id', '=', id).execute();
  });

  it('answers 404 for an unknown code', async () => {
    expect((await get('admin/access-codes/999999/')).statusCode).toBe(404);
  });
});

describe('access-code dates', () => {
  const refused = async (payload: object) => {
    const before = await context.database.db
      .selectFrom('access_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await post('admin/access-codes/', payload);
    const after = await context.database.db
      .selectFrom('access_codes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(response.statusCode).toBe(400);
    return response.json<Failure>().data;
  };

  it('refuses a use in the future and a use before the assignment, changing nothing', async () => {
    expect(
      await refused({
        code: 'DATE-0001',
        created_for: carerId,
        used_by: chargeId,
        used_at: '2030-01-01T00:00:00Z',
      }),
    ).toEqual({ used_at: ['This date cannot be in the future.'] });
    const yesterday = new Date(Date.now() - 36 * 3600_000).toISOString();
    expect(
      await refused({
        code: 'DATE-0002',
        created_for: carerId,
        assigned_at: new Date().toISOString(),
        used_by: chargeId,
        used_at: yesterday,
      }),
    ).toEqual({ used_at: ['The code cannot be used before it was assigned.'] });
  });

  it('refuses an assignment before the code exists, in the reader’s language', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/admin/access-codes/',
      headers: { ...admin, 'accept-language': 'zu' },
      payload: {
        code: 'DATE-0003',
        created_for: carerId,
        assigned_at: '2020-05-05T00:00:00Z',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Failure>().data).toEqual({
      assigned_at: ['Ikhodi ayinakwabelwa ngaphambi kokuthi idalwe.'],
    });
  });

  it('checks the dates of each code of a bulk submission too', async () => {
    const response = await post('admin/access-codes/bulk-create/', {
      access_codes: [
        { code: 'DATE-0004', created_for: carerId, assigned_at: '2031-02-03T00:00:00Z' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Failure>().data).toEqual([
      { assigned_at: ['This date cannot be in the future.'] },
    ]);
  });
});

describe('access-code filters', () => {
  const codes = async (filter: string) =>
    (await get(`admin/access-codes/?page_size=100&filter=${encodeURIComponent(filter)}`))
      .json<Page<AccessCode>>()
      .items.map((c) => c.code);

  it('filters used and unused, assigned and unassigned', async () => {
    const used = await codes('used::used');
    expect(used).toEqual(['NEW-0001']);
    const unused = await codes('used::unused');
    expect(unused).toContain('OLD-0001');
    expect(unused).not.toContain('NEW-0001');
    expect(await codes('assigned::assigned')).toEqual(['NEW-0001']);
    const unassigned = await codes('assigned::unassigned|used::unused');
    expect(unassigned).toContain('BULK-0001');
    expect(unassigned).not.toContain('NEW-0001');
  });

  it('refuses a value the filter does not take', async () => {
    const response = await get('admin/access-codes/?filter=used::maybe');
    expect(response.statusCode).toBe(400);
    expect(response.json<Failure>().message).toBe("Filter 'used' takes one of: used, unused.");
  });
});

describe('DELETE admin/access-codes/{id}/', () => {
  const idOf = async (code: string) =>
    (
      await context.database.db
        .selectFrom('access_codes')
        .select('id')
        .where('code', '=', code)
        .executeTakeFirstOrThrow()
    ).id;
  const revoke = (id: number, language = 'en') =>
    context.app.inject({
      method: 'DELETE',
      url: `/api/v2/admin/access-codes/${id}/`,
      headers: { ...admin, 'accept-language': language },
    });
  const revocations = () =>
    context.database.db
      .selectFrom('audit_log')
      .select(['target_id', 'details'])
      .where('action', '=', 'access_code.revoke')
      .execute();

  it('revokes an unused code: gone from the list, written to the audit log', async () => {
    const id = await idOf('OLD-0002');
    const response = await revoke(id);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ message: string }>().message).toBe('Access code revoked.');
    const listed = (await get('admin/access-codes/?search=code::OLD-0002')).json<
      Page<AccessCode>
    >();
    expect(listed.count).toBe(0);
    expect(await revocations()).toEqual([
      { target_id: String(id), details: { code: 'OLD-0002', createdFor: null } },
    ]);
    expect((await revoke(id)).statusCode).toBe(404);
  });

  it('refuses a used code with a 409 in the reader’s language, changing nothing', async () => {
    const id = await idOf('NEW-0001');
    const response = await revoke(id, 'zu');
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'Le khodi isisetshenzisiwe futhi ayinakuchithwa.',
    );
    expect((await get(`admin/access-codes/${id}/`)).statusCode).toBe(200);
    expect(await revocations()).toHaveLength(1);
  });

  it('refuses a code a charge request holds', async () => {
    const { db } = context.database;
    const id = await idOf('OLD-0001');
    const carer = await db
      .selectFrom('case_managers')
      .select('id')
      .where('id', '=', carerId)
      .executeTakeFirstOrThrow();
    await db
      .insertInto('charge_requests')
      .values({
        first_name: 'Lindi',
        last_name: 'Zulu',
        designation: 'Case manager',
        access_code_id: id,
        created_by: carer.id,
      })
      .execute();
    const response = await revoke(id);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'This code belongs to a charge request and cannot be revoked.',
    );
  });

  it('is for administrators only', async () => {
    const manager = await createUser(context, { username: 'ac-manager', role: 'MG' });
    const headers = bearer((await login(context, manager.email)).access);
    const response = await context.app.inject({
      method: 'DELETE',
      url: `/api/v2/admin/access-codes/${await idOf('BULK-0001')}/`,
      headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
