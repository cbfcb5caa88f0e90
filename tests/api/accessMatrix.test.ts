import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from './support/app';
import { startTestApp, type TestContext } from './support/testApp';
import { CALLERS, MATRIX, expectedFor, type Caller, type Fixtures } from './access/matrix';
import { buildAccessWorld } from './access/world';

let context: TestContext;
let fixtures: Fixtures;
let headers: Record<Caller, Record<string, string>>;

beforeAll(async () => {
  context = await startTestApp();
  ({ headers, fixtures } = await buildAccessWorld(context));
});
afterAll(() => context.close());

function call(route: string, caller: Caller) {
  const entry = MATRIX[route]!;
  const [method = 'GET'] = route.split(' ');
  return context.app.inject({
    method: method as 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: entry.path(fixtures),
    headers: headers[caller],
    ...(method === 'GET' ? {} : { payload: entry.body ?? {} }),
  });
}

describe('the access matrix', () => {
  it('lists every route the API serves, and nothing else', async () => {
    const document = (await context.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    const served = Object.entries(document.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(served).toEqual(Object.keys(MATRIX).sort());
  });

  const cases = Object.keys(MATRIX).flatMap((route) =>
    CALLERS.map((caller) => [route, caller] as const),
  );

  it.each(cases)('%s as %s', async (route, caller) => {
    const entry = MATRIX[route]!;
    const response = await call(route, caller);
    const expected = expectedFor(entry, caller);
    expect(response.statusCode, response.body).toBeLessThan(500);
    if (expected === 'allowed') {
      expect([401, 403], response.body).not.toContain(response.statusCode);
    } else {
      expect(response.statusCode, response.body).toBe(expected);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
  });

  const hiding = Object.keys(MATRIX).filter((route) => MATRIX[route]?.hidesRecords);

  it.each(hiding)(
    '%s answers 404 to a caller who may not see the record, changing nothing',
    async (route) => {
      const before = await fingerprint(context);
      const response = await call(route, 'quasi');
      expect(response.statusCode, response.body).toBe(404);
      expect(await fingerprint(context)).toEqual(before);
    },
  );
});
