import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from './support/app';
import { createPetsTable, petsMapping } from './support/petsMapping';
import { startTestApp, type TestContext } from './support/testApp';
import { CALLERS, expectedFor, type Caller } from './access/matrix';
import { resourceRoutes } from './access/resourceRoutes';
import { buildAccessWorld } from './access/world';

/**
 * README's "Adding a resource", proved: a resource declared only in a fixture (its table, schemas,
 * definition and SQL mapping) gets its list, detail and create routes, their OpenAPI entries and
 * its access rows from the definition, with no route file, matrix row or other edit.
 */
let context: TestContext;
let headers: Record<Caller, Record<string, string>>;
const rows = resourceRoutes([petsMapping]);

beforeAll(async () => {
  context = await startTestApp({}, { resources: [petsMapping] });
  await createPetsTable(context.database.db);
  ({ headers } = await buildAccessWorld(context));
});
afterAll(() => context.close());

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  context.app.inject({ method, url: `/api/v2/${url}`, headers: headers.admin, payload });

describe('a resource from its declaration alone', () => {
  it('derives three routes, and OpenAPI documents each with its schemas', async () => {
    expect(Object.keys(rows).sort()).toEqual([
      'GET /api/v2/admin/pets/',
      'GET /api/v2/admin/pets/{id}/',
      'POST /api/v2/admin/pets/',
    ]);
    const document = (await context.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    expect(Object.keys(document.paths['/api/v2/admin/pets/'] ?? {}).sort()).toEqual([
      'get',
      'post',
    ]);
    expect(document.paths['/api/v2/admin/pets/{id}/']?.get?.security).toEqual([{ bearer: [] }]);
  });

  it('creates, lists with search and sort, and reads one', async () => {
    for (const name of ['Rex', 'Ace', 'Rover']) {
      const created = await asAdmin('POST', 'admin/pets/', { name });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ name });
    }
    const list = await asAdmin('GET', 'admin/pets/?search=name::r&sort=name::desc');
    expect(list.json()).toMatchObject({ count: 2, items: [{ name: 'Rover' }, { name: 'Rex' }] });
    const all = await asAdmin('GET', 'admin/pets/?sort=name::asc');
    const [first] = all.json<{ items: { id: number; name: string }[] }>().items;
    expect(first?.name).toBe('Ace');
    const one = await asAdmin('GET', `admin/pets/${first?.id}/`);
    expect(one.json()).toMatchObject({ id: first?.id, name: 'Ace' });
    expect((await asAdmin('GET', 'admin/pets/2147483000/')).statusCode).toBe(404);
  });

  it('refuses what the definition does not declare, and a bad body, changing nothing', async () => {
    const before = await fingerprint(context);
    const count = async () => (await asAdmin('GET', 'admin/pets/')).json<{ count: number }>().count;
    const pets = await count();
    const unsorted = await asAdmin('GET', 'admin/pets/?sort=id::asc');
    expect(unsorted.statusCode).toBe(400);
    const blank = await asAdmin('POST', 'admin/pets/', { name: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ data: Record<string, string[]> }>().data).toHaveProperty('name');
    const extra = await asAdmin('POST', 'admin/pets/', { name: 'Tom', owner: 1 });
    expect(extra.statusCode).toBe(400);
    expect(await fingerprint(context)).toEqual(before);
    expect(await count()).toBe(pets);
  });

  const cases = Object.keys(rows).flatMap((route) =>
    CALLERS.map((caller) => [route, caller] as const),
  );

  it.each(cases)('access row %s as %s', async (route, caller) => {
    const entry = rows[route]!;
    const [method = 'GET'] = route.split(' ');
    const response = await context.app.inject({
      method: method as 'GET' | 'POST',
      url: entry.path({} as never),
      headers: headers[caller],
      ...(method === 'GET' ? {} : { payload: {} }),
    });
    const expected = expectedFor(entry, caller);
    if (expected === 'allowed') {
      expect([401, 403]).not.toContain(response.statusCode);
    } else {
      expect(response.statusCode, response.body).toBe(expected);
    }
  });
});
