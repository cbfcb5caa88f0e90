import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeJourney } from '../../core/generated/charge-journey';
import { caseManager, type CaseManager } from './support/app';
import { consentedClient } from './support/triage';
import { startTestApp, type TestContext } from './support/testApp';

/**
 * The catalogue's module and course names are in the reader's language (its
 * `Accept-Language`), English where a name has no translation; a kept journey names its modules
 * in the language it was built in, so each language's is kept apart.
 */
let context: TestContext;
let manager: CaseManager;
const stamp = Date.now().toString(36);

beforeAll(async () => {
  context = await startTestApp();
  manager = await caseManager(context);
});
afterAll(() => context.close());

async function get<T>(url: string, language: string): Promise<T> {
  const response = await context.app.inject({
    url: `/api/v2/${url}`,
    headers: { ...manager.headers, 'accept-language': language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

async function course(name: string, zu?: string): Promise<number> {
  const row = await context.database.db
    .insertInto('courses')
    .values({ name, ...(zu ? { translated_names: JSON.stringify({ zu }) } : {}) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('course names', () => {
  it('lists each course in the reader language, English where it has no translation', async () => {
    await course(`Sleep well ${stamp}`, `Lala kahle ${stamp}`);
    await course(`Untranslated ${stamp}`);
    type Courses = { items: { id: number; name: string }[] };
    const names = async (language: string) =>
      (await get<Courses>('charges/courses/', language)).items
        .map((item) => item.name)
        .filter((name) => name.endsWith(stamp));
    expect(await names('zu')).toEqual([`Lala kahle ${stamp}`, `Untranslated ${stamp}`]);
    expect(await names('zu-ZA, en;q=0.5')).toEqual([
      `Lala kahle ${stamp}`,
      `Untranslated ${stamp}`,
    ]);
    expect(await names('en')).toEqual([`Sleep well ${stamp}`, `Untranslated ${stamp}`]);
  });

  it("names a charge's course in the reader language in its list and its details", async () => {
    const client = await consentedClient(context, manager);
    const id = await course(`Back to work ${stamp}`, `Buyela emsebenzini ${stamp}`);
    await context.database.db
      .updateTable('charges')
      .set({ course_id: id })
      .where('id', '=', client.chargeId)
      .execute();
    type Detail = { course: string | null };
    type List = { items: { uuid: string; course: string | null }[] };
    expect((await get<Detail>(`charges/${client.chargeUuid}/`, 'zu')).course).toBe(
      `Buyela emsebenzini ${stamp}`,
    );
    expect((await get<Detail>(`charges/${client.chargeUuid}/`, 'en')).course).toBe(
      `Back to work ${stamp}`,
    );
    const listed = async (language: string) =>
      (await get<List>(`charges/?filter=course::${id}`, language)).items.map((item) => item.course);
    expect(await listed('zu')).toEqual([`Buyela emsebenzini ${stamp}`]);
    expect(await listed('en')).toEqual([`Back to work ${stamp}`]);
  });
});

describe('module names in a journey', () => {
  it('are in the reader language, each language kept apart, English kept as it was', async () => {
    await context.database.db
      .insertInto('modules')
      .values({
        name: `Thinking traps ${stamp}`,
        translated_names: JSON.stringify({ zu: `Izicupho zokucabanga ${stamp}` }),
        duration_minutes: 10,
        total_pages: 4,
      })
      .execute();
    const client = await consentedClient(context, manager);
    const modules = async (language: string) =>
      (
        await get<ChargeJourney>(`charges/${client.chargeUuid}/sessions/`, language)
      ).modules?.modules
        .map((module) => module.name)
        .filter((name) => name.endsWith(stamp));
    expect(await modules('en')).toEqual([`Thinking traps ${stamp}`]);
    expect(await modules('zu')).toEqual([`Izicupho zokucabanga ${stamp}`]);
    // Read again from the kept rows: one per language, neither overwriting the other.
    expect(await modules('en')).toEqual([`Thinking traps ${stamp}`]);
    expect(await modules('zu')).toEqual([`Izicupho zokucabanga ${stamp}`]);
    const kept = await sql<{ language: string }>`
      SELECT language FROM journey_cache WHERE charge_id = ${client.chargeId}
      ORDER BY language`.execute(context.database.db);
    expect(kept.rows).toEqual([{ language: 'en' }, { language: 'zu' }]);
  });

  it('are described in the reader language, English where a description has no translation', async () => {
    await context.database.db
      .insertInto('modules')
      .values({
        name: `Building routines ${stamp}`,
        description: 'Small, regular activities that lift mood.',
        translated_descriptions: JSON.stringify({
          zu: 'Imisebenzi emincane nejwayelekile ephakamisa umoya.',
        }),
        duration_minutes: 10,
        total_pages: 4,
      })
      .execute();
    const client = await consentedClient(context, manager);
    const description = async (language: string) =>
      (
        await get<ChargeJourney>(`charges/${client.chargeUuid}/sessions/`, language)
      ).modules?.modules.find((module) => module.name === `Building routines ${stamp}`)
        ?.description;
    expect(await description('en')).toBe('Small, regular activities that lift mood.');
    expect(await description('zu')).toBe('Imisebenzi emincane nejwayelekile ephakamisa umoya.');
  });

  it('are built again when a translation changes', async () => {
    const client = await consentedClient(context, manager);
    const name = `Sleep basics ${stamp}`;
    await context.database.db
      .insertInto('modules')
      .values({ name, duration_minutes: 10, total_pages: 4 })
      .execute();
    const zulu = async () =>
      (await get<ChargeJourney>(`charges/${client.chargeUuid}/sessions/`, 'zu')).modules?.modules
        .map((module) => module.name)
        .filter((shown) => shown.endsWith(stamp));
    expect(await zulu()).toContain(name);
    await context.database.db
      .updateTable('modules')
      .set({ translated_names: JSON.stringify({ zu: `Izisekelo zokulala ${stamp}` }) })
      .where('name', '=', name)
      .execute();
    expect(await zulu()).toContain(`Izisekelo zokulala ${stamp}`);
  });
});
