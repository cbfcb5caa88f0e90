import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/db/database';
import { caseManager } from './support/app';
import { chargeFor } from './support/fixtures';
import { ago, checkin, consentedClient, listCharges, questionnaire } from './support/triage';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

/**
 * A case manager's charges list reads its sort, search and filter keys from their
 * links (migration 2026-11-24-70-charge-list-keys). The keys follow every write to the charge or
 * its user, in the same transaction, and the count stays the count. So do the triage keys
 * (migration 2026-11-25-10-triage-list-keys) after each answer the app posts.
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

describe("a case manager's charge count", () => {
  it('follows links added, moved and removed, as the unfiltered list counts them', async () => {
    const db = context.database.db;
    const own = await caseManager(context);
    const other = await caseManager(context);
    const linked = async (id: number) =>
      Number(
        (
          await db
            .selectFrom('charge_supporters')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('case_manager_id', '=', id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const counts = async () => ({
      own: (await listCharges(context, own.headers)).count,
      other: (await listCharges(context, other.headers)).count,
    });
    const charges = [];
    for (let i = 0; i < 5; i += 1) {
      charges.push(await chargeFor(context, [{ user: own.user }]));
    }
    expect(await counts()).toEqual({ own: 5, other: 0 });

    await db
      .updateTable('charge_supporters')
      .set({ case_manager_id: other.id })
      .where('charge_id', 'in', [charges[0]?.id ?? 0, charges[1]?.id ?? 0])
      .execute();
    expect(await counts()).toEqual({ own: 3, other: 2 });

    // A charge deleted takes its links with it (a cascade: one statement of links).
    await db
      .deleteFrom('charges')
      .where('id', '=', charges[2]?.id ?? 0)
      .execute();
    await db
      .deleteFrom('charge_supporters')
      .where('charge_id', '=', charges[0]?.id ?? 0)
      .execute();
    expect(await counts()).toEqual({ own: await linked(own.id), other: await linked(other.id) });
    expect(await counts()).toEqual({ own: 2, other: 1 });
    // Past the end of the list, the count is still the list's.
    expect(await listCharges(context, own.headers, '&page=9')).toMatchObject({
      items: [],
      count: 2,
    });
  });
});

describe("a case manager's triage keys", () => {
  it('follow the answers the app posts, and a new link starts from its charge', async () => {
    const own = await caseManager(context);
    const uuids = async (query: string, headers = own.headers) =>
      (await listCharges(context, headers, query)).items.map((item) => item.uuid);
    const higher = await consentedClient(context, own);
    await questionnaire(context, higher, 'phq8', 12, ago(2));
    const lower = await consentedClient(context, own);
    await questionnaire(context, lower, 'phq8', 8, ago(2));
    expect(await uuids('&sort=latestPhq8::desc')).toEqual([higher.chargeUuid, lower.chargeUuid]);
    expect(await uuids('&filter=attention::severe_score')).toEqual([]);

    await questionnaire(context, lower, 'phq8', 22, ago(1));
    expect(await uuids('&sort=latestPhq8::desc')).toEqual([lower.chargeUuid, higher.chargeUuid]);
    expect(await uuids('&filter=attention::severe_score')).toEqual([lower.chargeUuid]);
    expect(await uuids('&filter=phq8Band::moderate')).toEqual([higher.chargeUuid]);
    for (let day = 5; day >= 1; day -= 1) {
      await checkin(context, higher, 1, ago(day));
    }
    expect(await uuids('&filter=attention::low_mood')).toEqual([higher.chargeUuid]);
    expect((await uuids('&sort=attention::desc'))[0]).toBe(lower.chargeUuid);

    // A supporter attached after the answers reads the keys the charge holds by then.
    const late = await caseManager(context);
    await context.database.db
      .insertInto('charge_supporters')
      .values({
        charge_id: lower.chargeId,
        case_manager_id: late.id,
        designation: 'OT',
        consent_status: 'GV',
      })
      .execute();
    expect(await uuids('&filter=attention::severe_score', late.headers)).toEqual([
      lower.chargeUuid,
    ]);
    expect((await listCharges(context, late.headers)).items[0]?.latestPhq8?.total).toBe(22);
  });
});
