import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/db/database';
import { chargeFor } from './support/fixtures';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

/**
 * Issue 17: a case manager's charges list reads its sort, search and filter keys from their
 * links (migration 2026-11-24-70-charge-list-keys). The keys follow every write to the charge or
 * its user, in the same transaction, and the count stays the count.
 */
let context: TestContext;
let manager: User;
let headers: { authorization: string };

beforeAll(async () => {
  context = await startTestApp();
  manager = await createUser(context, { username: 'list-keys-manager' });
  headers = bearer((await login(context, manager.email)).access);
});
afterAll(() => context.close());

interface ChargeList {
  items: { uuid: string; fullName: string; sessions: number; course: string | null }[];
  count: number;
}

async function list(query: string): Promise<ChargeList> {
  const response = await context.app.inject({ url: `/api/v2/charges/?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<ChargeList>();
}

describe("a case manager's charges list", () => {
  it('sorts, searches and filters on keys that follow the writes to charges and users', async () => {
    const db = context.database.db;
    const first = await chargeFor(context, [{ user: manager }], {
      firstName: 'Keyed',
      lastName: 'One',
    });
    const second = await chargeFor(context, [{ user: manager }], {
      firstName: 'Keyed',
      lastName: 'Two',
    });
    const names = async (query: string) => (await list(query)).items.map((item) => item.fullName);

    await db
      .updateTable('charges')
      .set({ sessions_count: 7 })
      .where('id', '=', second.id)
      .execute();
    expect(await names('search=fullName::keyed&sort=sessions::desc')).toEqual([
      'Keyed Two',
      'Keyed One',
    ]);
    // One statement changing both charges: one set-based copy.
    await db
      .updateTable('charges')
      .set((eb) => ({ sessions_count: eb('sessions_count', '+', 10) }))
      .where('id', 'in', [first.id, second.id])
      .execute();
    await db
      .updateTable('charges')
      .set({ sessions_count: 30 })
      .where('id', '=', first.id)
      .execute();
    expect(await names('search=fullName::keyed&sort=sessions::desc')).toEqual([
      'Keyed One',
      'Keyed Two',
    ]);
    expect((await list('search=fullName::keyed&sort=sessions::desc')).items[1]?.sessions).toBe(17);

    const { id: user } = await db
      .selectFrom('charges')
      .select('user_id as id')
      .where('id', '=', second.id)
      .executeTakeFirstOrThrow();
    await db.updateTable('users').set({ first_name: 'Renamed' }).where('id', '=', user).execute();
    expect(await names('search=fullName::renamed two')).toEqual(['Renamed Two']);
    expect(await names('search=fullName::keyed')).toEqual(['Keyed One']);

    const course = await db
      .insertInto('courses')
      .values({ name: 'List keys course' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('charges')
      .set({ course_id: course.id })
      .where('id', '=', first.id)
      .execute();
    const filtered = await list(`filter=course::${course.id}`);
    expect(filtered.items.map((item) => [item.fullName, item.course])).toEqual([
      ['Keyed One', 'List keys course'],
    ]);
    expect(filtered.count).toBe(1);
  });

  it('counts every matching charge past the first page, and a deep page holds the rest', async () => {
    for (let i = 0; i < 12; i += 1) {
      await chargeFor(context, [{ user: manager }], { firstName: 'Counted', lastName: `N${i}` });
    }
    const first = await list('search=fullName::counted&sort=policy::asc&page_size=5');
    expect(first.count).toBe(12);
    expect(first.items).toHaveLength(5);
    const third = await list('search=fullName::counted&sort=policy::asc&page_size=5&page=3');
    expect(third.items).toHaveLength(2);
    const all = [
      ...first.items,
      ...(await list('search=fullName::counted&sort=policy::asc&page_size=5&page=2')).items,
      ...third.items,
    ];
    expect(new Set(all.map((item) => item.uuid)).size).toBe(12);
  });
});
