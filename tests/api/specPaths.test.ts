import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './support/testApp';
import type { Caller, Fixtures } from './access/matrix';
import { buildAccessWorld } from './access/world';

/**
 * Every GET path of spec section 7, written exactly as the spec writes it (most with a trailing
 * slash, `mail`, `case-managers/{id}/charges` and `feedback/issues/{uuid}` without), with a
 * caller allowed to read it and the record its placeholder stands for.
 */
const SPEC_GETS: [path: string, caller: Caller, record?: keyof Fixtures][] = [
  ['users/', 'admin'],
  ['users/shallow-profile/', 'manager'],
  ['users/profile/', 'manager'],
  ['case-managers/', 'admin'],
  ['case-managers/{id}/', 'admin', 'caseManagerUuid'],
  ['case-managers/{id}/charges', 'admin', 'caseManagerUuid'],
  ['case-managers/charge-requests/', 'manager'],
  ['case-managers/charge-requests/{id}/', 'manager', 'chargeRequestId'],
  ['case-managers/from-same-company/', 'manager'],
  ['case-managers/invitation/{id}/', 'anonymous', 'invitationUuid'],
  ['charges/', 'manager'],
  ['charges/{id}/', 'manager', 'chargeUuid'],
  ['charges/{id}/sessions/', 'manager', 'chargeUuid'],
  ['charges/courses/', 'manager'],
  ['charges/invitations/{id}/', 'anonymous', 'chargeInvitationUuid'],
  ['companies/', 'manager'],
  ['admin/access-codes/', 'admin'],
  ['admin/access-codes/{id}/', 'admin', 'accessCodeId'],
  ['feedback/issues/', 'manager'],
  ['feedback/issues/{uuid}', 'manager', 'issueUuid'],
  ['feedback/issues/stats/', 'admin'],
  ['mail', 'admin'],
  ['mail/{id}/', 'admin', 'mailId'],
];

let context: TestContext;
let fixtures: Fixtures;
let headers: Record<Caller, Record<string, string>>;

beforeAll(async () => {
  context = await startTestApp();
  ({ headers, fixtures } = await buildAccessWorld(context));
});
afterAll(() => context.close());

function get(url: string, caller: Caller) {
  return context.app.inject({ method: 'GET', url, headers: headers[caller] });
}

describe('the paths of spec section 7, with and without the trailing slash', () => {
  it.each(SPEC_GETS)('GET %s as %s', async (path, caller, record) => {
    const filled = record ? path.replace(/\{(id|uuid)\}/, String(fixtures[record])) : path;
    const asWritten = `/api/v2/${filled}`;
    const otherForm = asWritten.endsWith('/') ? asWritten.slice(0, -1) : `${asWritten}/`;
    const first = await get(asWritten, caller);
    const second = await get(otherForm, caller);
    expect(first.statusCode, `${asWritten}: ${first.body}`).toBe(200);
    expect(second.statusCode, `${otherForm}: ${second.body}`).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
  });

  it('documents each of them once: as a path, or as the spec path of the operation it answers as', async () => {
    const document = (await context.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, Record<string, { 'x-spec-path'?: string }>>;
    }>();
    // Placeholder names differ (the spec's `{id}` is a uuid for some records): compare shapes.
    const shape = (path: string) => path.replace(/\{\w+\}/g, '{}').replace(/\/$/, '');
    const listed = Object.keys(document.paths).map(shape);
    expect(new Set(listed).size, 'a path listed with and without its slash').toBe(listed.length);
    const named = Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((operation) =>
        operation['x-spec-path'] ? [shape(operation['x-spec-path'])] : [],
      ),
    );
    // A spec path is left out of the paths only where listing it would make two paths resolve
    // one URL (Redocly's no-ambiguous-paths): a fixed name at the place of another path's key.
    expect(named.filter((path) => listed.includes(path))).toEqual([]);
    for (const [path] of SPEC_GETS) {
      expect([...listed, ...named], path).toContain(shape(`/api/v2/${path}`));
    }
    expect(named.sort()).toEqual(
      [
        '/api/v2/case-managers/charge-requests/{}',
        '/api/v2/case-managers/invitation/{}',
        '/api/v2/charges/courses',
        '/api/v2/charges/invitations/{}',
      ].sort(),
    );
  });

  it.each([
    ['DELETE', '/api/v2/charges/', 'GET, HEAD'],
    ['PUT', '/api/v2/users/profile/', 'GET, HEAD, PATCH'],
    ['DELETE', '/api/v2/auth/token', 'POST'],
  ] as const)(
    '%s %s, a method the path does not answer, is a 405 with the envelope',
    async (method, url, allow) => {
      const response = await context.app.inject({
        method,
        url,
        headers: { ...headers.admin, 'accept-language': 'zu' },
      });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe(allow);
      expect(response.json()).toEqual({
        message: `Leli kheli aliphenduli ku-${method}.`,
        data: {},
      });
    },
  );

  it('answers 404 to a path it does not know, whatever the method', async () => {
    const response = await get('/api/v2/no-such-thing/', 'admin');
    expect(response.statusCode).toBe(404);
  });
});
