import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessCode } from '../../src/types/generated/access-code';
import type { AccessCodeDetail } from '../../src/types/generated/access-code-detail';
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
    const response = await post('admin/access-codes/', {
      code: 'NEW-0001',
      created_for: carerId,
      used_by: chargeId,
      used_at: '2026-02-01T08:00:00Z',
    });
    expect(response.statusCode).toBe(201);
    const code = response.json<AccessCode>();
    expect(code).toMatchObject({
      code: 'NEW-0001',
      createdFor: 'carer@example.org',
      usedBy: 'Thabo Mbeki',
      usedAt: '2026-02-01T08:00:00.000Z',
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
    const used = (await get('admin/access-codes/?filter=usedAt::2026-01-01')).json<
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
    expect(detail.toBeUsedBy).toBeNull();
  });

  it('answers 404 for an unknown code', async () => {
    expect((await get('admin/access-codes/999999/')).statusCode).toBe(404);
  });
});
