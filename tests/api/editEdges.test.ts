import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainTableMapping } from '../../server/lib/plainTableMapping';
import { pets } from '../../src/test/petsResource';
import { company, fingerprint } from './support/app';
import { createPetsTable } from './support/petsTable';
import { startTestApp, type TestContext } from './support/testApp';
import { CALLERS, MATRIX, expectedFor, type Caller, type RouteEntry } from './access/matrix';
import { resourceRoutes } from './access/resourceRoutes';
import { buildAccessWorld, type AccessWorld } from './access/world';

/**
 * Edge input that the database, not the schema, used to refuse: a key naming no record, an id
 * beyond an integer column, a day in year 0, a uuid in its `urn:` spelling. Each answers a 4xx
 * naming what was wrong and changes nothing, on every route that takes it, never a 500.
 */
const petsMapping = plainTableMapping(pets);
let context: TestContext;
let world: AccessWorld;
let admin: Record<string, string>;
let acme: number;
let rexId: number;

const FAR_IDS = ['2147483648', '9007199254740991'];
const URN = 'urn:uuid:6f1c2f9e-0000-4000-8000-000000000000';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: object,
  headers: Record<string, string> = admin,
) => context.app.inject({ method, url: `/api/v2/${url}`, headers, payload });

beforeAll(async () => {
  context = await startTestApp({}, { resources: [petsMapping] });
  await createPetsTable(context.database.db);
  world = await buildAccessWorld(context);
  admin = world.headers.admin;
  acme = await company(context, 'Acme edges');
  const rex = await call('POST', 'admin/pets/', { name: 'Rex', kind: 'dog', companyId: acme });
  rexId = rex.json<{ id: number }>().id;
});
afterAll(() => context.close());

/** The first caller the route lets in: these tests are about input, not access. */
const callerFor = (entry: RouteEntry): Caller =>
  CALLERS.find((caller) => expectedFor(entry, caller) === 'allowed') ?? 'admin';

/** Bodies the routes check only after their record, beyond the access matrix's. */
/** A valid body for each derived write: an empty one would stop at 400 and prove nothing. */
const BODIES: Record<string, object> = {
  'PATCH /api/v2/admin/pets/{id}/': { name: 'Far' },
  'PATCH /api/v2/companies/{id}/': { name: 'Far' },
  'PATCH /api/v2/courses/{id}/': { name: 'Far' },
  'PATCH /api/v2/episodes/{id}/': { openedOn: '2025-01-01' },
  'PATCH /api/v2/charge-requests/{id}/': { policyNumber: 'FAR-1' },
  'PATCH /api/v2/charges/{uuid}/': { policy: 'FAR-1' },
  'PATCH /api/v2/feedback/issues/{uuid}/': { title: 'Far away' },
  'PATCH /api/v2/users/{uuid}/': { firstName: 'Far' },
  'PATCH /api/v2/case-managers/{uuid}/': { firstName: 'Far' },
};

interface Addressed {
  route: string;
  method: Method;
  /** The path templates it answers at: its own and the spec's (`x-spec-path`), if any. */
  paths: string[];
  body?: object;
  headers: Record<string, string>;
}

/**
 * Every operation of the OpenAPI document addressing a record by `param`, with a caller it lets
 * in and a valid body from the access matrix (which lists each route the server has).
 */
async function addressedBy(param: 'id' | 'uuid'): Promise<Addressed[]> {
  const document = (await context.app.inject({ url: '/api/openapi.json' })).json<{
    paths: Record<string, Record<string, { 'x-spec-path'?: string }>>;
  }>();
  const entries: Record<string, RouteEntry> = { ...MATRIX, ...resourceRoutes([petsMapping]) };
  return Object.entries(document.paths)
    .filter(([path]) => path.includes(`{${param}}`))
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(([method, operation]) => {
        const route = `${method.toUpperCase()} ${path}`;
        const entry = entries[route];
        if (!entry) {
          throw new Error(`${route} is not in the access matrix`);
        }
        return {
          route,
          method: method.toUpperCase() as Method,
          paths: [path, ...(operation['x-spec-path'] ? [operation['x-spec-path']] : [])],
          body: entry.body ?? BODIES[route],
          headers: world.headers[callerFor(entry)],
        };
      }),
    );
}

/** A path template with its record's key filled in, under /api/v2/. */
const pathOf = (template: string, value: string) =>
  template.replace(/\{(id|uuid)\}/, value).replace(/^\/api\/v2\//, '');

describe('a write naming a record there is not', () => {
  it('is a 409 on the field, in the reader’s language, on create and update; nothing changes', async () => {
    const before = await fingerprint(context, ['pets', 'audit_log']);
    const created = await call('POST', 'admin/pets/', {
      name: 'Ghost',
      kind: 'cat',
      companyId: 999999,
    });
    expect(created.statusCode).toBe(409);
    const message = 'The chosen record does not exist (it may have been deleted).';
    expect(created.json()).toEqual({ message, data: { companyId: [message] } });

    const changed = await call(
      'PATCH',
      `admin/pets/${rexId}/`,
      { companyId: 999999 },
      { ...admin, 'accept-language': 'zu' },
    );
    expect(changed.statusCode).toBe(409);
    const zulu = 'Irekhodi elikhethiwe alikho (kungenzeka ukuthi lisusiwe).';
    expect(changed.json()).toEqual({ message: zulu, data: { companyId: [zulu] } });
    expect(await fingerprint(context, ['pets', 'audit_log'])).toEqual(before);

    const kept = await call('GET', `admin/pets/${rexId}/`);
    expect(kept.json()).toMatchObject({ companyId: acme });
  });

  it('keeps a taken value a 409 on its own field', async () => {
    const taken = await call('POST', 'admin/pets/', { name: 'Rex', kind: 'cat' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'Another record already has this value.',
      data: { name: ['Another record already has this value.'] },
    });
  });
});

describe('an id beyond any record', () => {
  it('is a 404 on every route taking id-params.json, derived or hand-made; nothing changes', async () => {
    const before = await fingerprint(context, ['pets', 'audit_log']);
    const routes = await addressedBy('id');
    expect(routes.map(({ route }) => route)).toEqual(
      expect.arrayContaining([
        'GET /api/v2/admin/pets/{id}/',
        'PATCH /api/v2/admin/pets/{id}/',
        'DELETE /api/v2/admin/pets/{id}/',
        'GET /api/v2/charge-requests/{id}/',
        'POST /api/v2/mail/{id}/resend/',
      ]),
    );
    for (const { route, method, paths, body, headers } of routes) {
      for (const path of paths) {
        for (const id of FAR_IDS) {
          const response = await call(method, pathOf(path, id), body, headers);
          expect(response.statusCode, `${route} at ${path} with ${id}: ${response.body}`).toBe(404);
          // The route's own 404, not the router's.
          expect(response.json<{ message: string }>().message).not.toMatch(/^No route/);
        }
      }
    }
    expect(await fingerprint(context, ['pets', 'audit_log'])).toEqual(before);
  });
});

describe('a day PostgreSQL has not', () => {
  it.each(['0000-01-01', '0000-12-31', '10000-01-01', '-0001-01-01', '2023-02-29'])(
    '%s is a 400 on the field, with the field’s message, on create and update',
    async (born) => {
      const before = await fingerprint(context, ['pets', 'audit_log']);
      for (const response of [
        await call('POST', 'admin/pets/', { name: 'Old', kind: 'fish', born }),
        await call('PATCH', `admin/pets/${rexId}/`, { born }),
      ]) {
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ data: { born: ['This value is invalid'] } });
      }
      const zulu = await call(
        'PATCH',
        `admin/pets/${rexId}/`,
        { born },
        {
          ...admin,
          'accept-language': 'zu',
        },
      );
      expect(zulu.json<{ data: { born: string[] } }>().data.born[0]).not.toBe(
        'This value is invalid',
      );
      expect(await fingerprint(context, ['pets', 'audit_log'])).toEqual(before);
    },
  );

  it('takes the first and last days of the range', async () => {
    for (const born of ['0001-01-01', '9999-12-31']) {
      const response = await call('PATCH', `admin/pets/${rexId}/`, { born });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ born });
    }
  });

  it('is a 400 as an instant (date-time) and as a list filter', async () => {
    const code = await call('POST', 'admin/access-codes/', {
      code: 'EDGE-YEAR-0',
      assigned_at: '0000-06-01T00:00:00Z',
    });
    expect(code.statusCode).toBe(400);
    expect(code.json()).toMatchObject({ data: { assigned_at: ['This value is invalid'] } });
    const listed = await call('GET', 'admin/pets/?filter=createdAt::0000-01-01');
    expect(listed.statusCode).toBe(400);
    expect(listed.json()).toMatchObject({ data: { filter: [expect.any(String)] } });
  });
});

describe('a uuid in another spelling than the canonical one', () => {
  it('is a 400 naming the parameter on every route addressed by uuid', async () => {
    const routes = await addressedBy('uuid');
    expect(routes.length).toBeGreaterThanOrEqual(21);
    for (const { route, method, paths, body, headers } of routes) {
      for (const path of paths) {
        for (const uuid of [URN, '{6f1c2f9e-0000-4000-8000-000000000000}']) {
          const response = await call(
            method,
            pathOf(path, encodeURIComponent(uuid)),
            body,
            headers,
          );
          expect(response.statusCode, `${route} at ${path}: ${response.body}`).toBe(400);
          expect(response.json()).toMatchObject({ data: { uuid: ['This value is invalid'] } });
        }
      }
    }
  });

  it('is a 400 on the field in a body', async () => {
    const declined = await call(
      'POST',
      'auth/invite-accept/',
      { invite_uuid: URN, invite_code: 'ANYCODE1', is_client: false },
      world.headers.manager,
    );
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toMatchObject({ data: { invite_uuid: ['This value is invalid'] } });
  });
});

describe("the company mates' CSV export", () => {
  it.each([
    ['en', 'Name,Email,Designation'],
    ['zu', 'Igama,I-imeyili,Isikhundla'],
  ])('heads its columns with their labels in %s', async (language, header) => {
    const response = await call('GET', 'case-managers/from-same-company/', undefined, {
      ...world.headers.manager,
      accept: 'text/csv',
      'accept-language': language,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.split('\r\n')[0]).toBe(`\uFEFF${header}`);
  });
});
