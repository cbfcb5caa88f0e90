import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainTableMapping } from '../../server/lib/plainTableMapping';
import { pets } from '../../src/test/petsResource';
import { company, fingerprint } from './support/app';
import { createPetsTable } from './support/petsTable';
import { startTestApp, type TestContext } from './support/testApp';
import { CALLERS, expectedFor, type Caller } from './access/matrix';
import { resourceRoutes } from './access/resourceRoutes';
import { buildAccessWorld } from './access/world';

/**
 * README's "Adding a resource", proved: a resource declared only in a fixture (its schemas, its
 * definition naming a plain table, its migration and its keys) gets its list, detail, create,
 * update and delete routes and statements, their OpenAPI entries and its access rows from the
 * definition, with no SQL, route file, matrix row or other edit.
 */
let context: TestContext;
let headers: Record<Caller, Record<string, string>>;
let acme: number;
const mapping = plainTableMapping(pets);
const rows = resourceRoutes([mapping]);

beforeAll(async () => {
  context = await startTestApp({}, { resources: [mapping] });
  await createPetsTable(context.database.db);
  acme = await company(context, 'Acme pets');
  ({ headers } = await buildAccessWorld(context));
});
afterAll(() => context.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const asAdmin = (method: Method, url: string, payload?: object) =>
  context.app.inject({ method, url: `/api/v2/${url}`, headers: headers.admin, payload });

interface Pet {
  id: number;
  name: string;
  kind: string;
  nickname: string | null;
  indoor: boolean;
  weight: number | null;
  born: string | null;
  companyId: number | null;
  createdAt: string;
}
const names = async (query: string) =>
  (await asAdmin('GET', `admin/pets/?${query}`)).json<{ items: Pet[] }>().items.map((p) => p.name);
const auditOf = (action: string) =>
  sql<{ target_id: string; details: { fields: string[] } }>`
    SELECT target_id, details FROM audit_log
    WHERE action = ${action} AND target_type = 'pets' ORDER BY id`
    .execute(context.database.db)
    .then((result) => result.rows);

describe('a resource from its declaration alone', () => {
  it('derives five routes, and OpenAPI documents each with its schemas', async () => {
    expect(Object.keys(rows).sort()).toEqual([
      'DELETE /api/v2/admin/pets/{id}/',
      'GET /api/v2/admin/pets/',
      'GET /api/v2/admin/pets/{id}/',
      'PATCH /api/v2/admin/pets/{id}/',
      'POST /api/v2/admin/pets/',
    ]);
    const document = (await context.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[]; requestBody?: unknown }>>;
    }>();
    expect(Object.keys(document.paths['/api/v2/admin/pets/'] ?? {}).sort()).toEqual([
      'get',
      'post',
    ]);
    const one = document.paths['/api/v2/admin/pets/{id}/'] ?? {};
    expect(Object.keys(one).sort()).toEqual(['delete', 'get', 'patch']);
    expect(one.patch?.security).toEqual([{ bearer: [] }]);
    expect(JSON.stringify(one.patch?.requestBody)).toContain('PetUpdate');
  });

  it('creates with every kind of field, lists with search, sort and every filter, reads one', async () => {
    const bodies = [
      {
        name: 'Rex',
        kind: 'dog',
        indoor: false,
        weight: 31.5,
        born: '2020-04-27',
        companyId: acme,
      },
      { name: 'Ace', kind: 'cat', nickname: 'Rocket', indoor: true },
      { name: 'Rover', kind: 'dog', nickname: null, weight: 12 },
      { name: 'Tweety', kind: 'bird', indoor: true, born: '2024-01-02' },
    ];
    for (const body of bodies) {
      const created = await asAdmin('POST', 'admin/pets/', body);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject(body);
    }
    expect(await names('search=name::r|nickname::r&sort=name::desc')).toEqual([
      'Rover',
      'Rex',
      'Ace',
    ]);
    expect(await names('sort=weight::desc')).toEqual(['Rex', 'Rover', 'Ace', 'Tweety']);
    expect(await names('filter=kind::dog')).toEqual(['Rex', 'Rover']);
    expect(await names('filter=indoor::true')).toEqual(['Ace', 'Tweety']);
    expect(await names('filter=indoor::false')).toEqual(['Rex', 'Rover']);
    expect(await names(`filter=companyId::${acme}`)).toEqual(['Rex']);
    expect(await names('filter=createdAt::2000-01-01')).toHaveLength(4);
    expect(await names('filter=createdAt::2999-01-01')).toEqual([]);
    expect((await asAdmin('GET', 'admin/pets/?filter=kind::horse')).statusCode).toBe(400);
    expect((await asAdmin('GET', 'admin/pets/?filter=indoor::maybe')).statusCode).toBe(400);

    const [rex] = (await asAdmin('GET', 'admin/pets/?search=name::rex')).json<{ items: Pet[] }>()
      .items;
    const one = await asAdmin('GET', `admin/pets/${rex?.id}/`);
    expect(one.json()).toMatchObject({ ...bodies[0], nickname: null, id: rex?.id });
    expect((await asAdmin('GET', 'admin/pets/2147483000/')).statusCode).toBe(404);
    expect((await auditOf('resource.create')).map((entry) => entry.details.fields)).toContainEqual(
      Object.keys(bodies[0] ?? {}),
    );
  });

  it('changes only the fields sent, audited; refuses bad fields, an unknown id and a taken name', async () => {
    const [ace] = (await asAdmin('GET', 'admin/pets/?search=name::ace')).json<{ items: Pet[] }>()
      .items;
    const path = `admin/pets/${ace?.id}/`;
    const changed = await asAdmin('PATCH', path, { indoor: false, nickname: null, weight: 4 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Ace',
      kind: 'cat',
      indoor: false,
      nickname: null,
      weight: 4,
    });
    const [entry] = (await auditOf('resource.update')).slice(-1);
    expect(entry).toMatchObject({
      target_id: String(ace?.id),
      details: { fields: ['indoor', 'nickname', 'weight'] },
    });

    const before = await fingerprint(context, ['pets', 'audit_log']);
    const bad = await asAdmin('PATCH', path, { kind: 'horse', weight: -1 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ data: object }>().data).sort()).toEqual(['kind', 'weight']);
    expect((await asAdmin('PATCH', path, { owner: 'me' })).statusCode).toBe(400);
    expect((await asAdmin('PATCH', path, {})).statusCode).toBe(400);
    expect((await asAdmin('PATCH', 'admin/pets/2147483000/', { name: 'X' })).statusCode).toBe(404);
    const taken = await asAdmin('PATCH', path, { name: 'Rex' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ data: object }>().data).toHaveProperty('name');
    expect(await fingerprint(context, ['pets', 'audit_log'])).toEqual(before);
  });

  it('deletes, audited; 409 while another row refers to it, 404 after', async () => {
    const [rover] = (await asAdmin('GET', 'admin/pets/?search=name::rover')).json<{
      items: Pet[];
    }>().items;
    const path = `admin/pets/${rover?.id}/`;
    await sql`INSERT INTO pet_visits (pet_id) VALUES (${rover?.id})`.execute(context.database.db);
    const before = await fingerprint(context, ['pets', 'audit_log']);
    const referred = await asAdmin('DELETE', path);
    expect(referred.statusCode).toBe(409);
    expect(referred.json<{ message: string }>().message).toMatch(/still in use/);
    expect(await fingerprint(context, ['pets', 'audit_log'])).toEqual(before);

    await sql`DELETE FROM pet_visits`.execute(context.database.db);
    expect((await asAdmin('DELETE', path)).statusCode).toBe(204);
    expect((await asAdmin('GET', path)).statusCode).toBe(404);
    expect((await asAdmin('DELETE', path)).statusCode).toBe(404);
    expect((await auditOf('resource.delete')).map((entry) => entry.target_id)).toEqual([
      String(rover?.id),
    ]);
  });

  it('refuses what the definition does not declare, and a bad body, changing nothing', async () => {
    const before = await fingerprint(context);
    const count = async () => (await asAdmin('GET', 'admin/pets/')).json<{ count: number }>().count;
    const pets = await count();
    const unsorted = await asAdmin('GET', 'admin/pets/?sort=id::asc');
    expect(unsorted.statusCode).toBe(400);
    const blank = await asAdmin('POST', 'admin/pets/', { name: '', kind: 'cat' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ data: Record<string, string[]> }>().data).toHaveProperty('name');
    const extra = await asAdmin('POST', 'admin/pets/', { name: 'Tom', kind: 'cat', owner: 1 });
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
      method: method as Method,
      url: entry.path({} as never),
      headers: headers[caller],
      ...(method === 'POST' || method === 'PATCH' ? { payload: {} } : {}),
    });
    const expected = expectedFor(entry, caller);
    if (expected === 'allowed') {
      expect([401, 403]).not.toContain(response.statusCode);
    } else {
      expect(response.statusCode, response.body).toBe(expected);
    }
  });
});
