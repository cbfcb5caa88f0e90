import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteSupporter } from '../../server/services/invitations';
import { caseManager, fingerprint, registeredClient } from './support/app';
import { chargeFor } from './support/fixtures';
import {
  bearer,
  createUser,
  login,
  startTestApp,
  testConfig,
  type TestContext,
} from './support/testApp';
import { CALLERS, MATRIX, expectedFor, type Caller, type Fixtures } from './access/matrix';

let context: TestContext;
let fixtures: Fixtures;
const headers = {} as Record<Caller, Record<string, string>>;

async function signedIn(overrides: Parameters<typeof createUser>[1]) {
  const user = await createUser(context, overrides);
  return { user, headers: bearer((await login(context, user.email)).access) };
}

beforeAll(async () => {
  context = await startTestApp();
  const manager = await signedIn({ role: 'MG' });
  const supporter = await signedIn({ role: 'QM' });
  const quasi = await signedIn({ role: 'QM' });
  const companyAdmin = await signedIn({ role: 'CA' });
  const admin = await signedIn({ role: 'AD', isSuperuser: true });
  const staff = await signedIn({ role: 'MG', isStaff: true });
  const creator = await caseManager(context);
  const client = await registeredClient(context, creator);
  Object.assign(headers, {
    anonymous: {},
    client: client.headers,
    supporter: supporter.headers,
    manager: manager.headers,
    quasi: quasi.headers,
    companyAdmin: companyAdmin.headers,
    admin: admin.headers,
    staff: staff.headers,
  });
  const charge = await chargeFor(context, [
    { user: manager.user, consent: 'GV', canInviteOthers: true },
    { user: supporter.user, consent: 'GV' },
  ]);
  const request = await context.app.inject({
    method: 'POST',
    url: '/api/v2/case-managers/charge-requests/',
    headers: manager.headers,
    payload: {
      first_name: 'Matrix',
      last_name: 'Request',
      designation: 'Case manager',
      invited_supporters: [{ email: 'matrix.invitee@example.org', designation: 'OT' }],
    },
  });
  const issue = await context.app.inject({
    method: 'POST',
    url: '/api/v2/feedback/issues/create/',
    headers: manager.headers,
    payload: { title: 'Matrix issue', text: '' },
  });
  const db = context.database.db;
  const invitation = await db.selectFrom('invitations').select('uuid').executeTakeFirstOrThrow();
  const chargeInvitation = await inviteSupporter(db, testConfig(), {
    email: 'matrix.client.invitee@example.org',
    designation: 'OT',
    invitedBy: manager.user,
    subjectName: 'Matrix charge',
    target: { chargeId: charge.id },
  });
  fixtures = {
    chargeUuid: charge.uuid,
    chargeRequestId: request.json<{ charge_request: { id: number } }>().charge_request.id,
    caseManagerUuid: creator.uuid,
    accessCodeId: (await db.selectFrom('access_codes').select('id').executeTakeFirstOrThrow()).id,
    mailId: (await db.selectFrom('mails').select('id').executeTakeFirstOrThrow()).id,
    issueUuid: issue.json<{ uuid: string }>().uuid,
    invitationUuid: invitation.uuid,
    chargeInvitationUuid: chargeInvitation.uuid,
  };
});
afterAll(() => context.close());

function call(route: string, caller: Caller) {
  const entry = MATRIX[route]!;
  const [method = 'GET'] = route.split(' ');
  return context.app.inject({
    method: method as 'GET' | 'POST' | 'PATCH',
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
