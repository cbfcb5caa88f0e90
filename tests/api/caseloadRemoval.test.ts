import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseManager, type CaseManager } from './support/app';
import { chargeFor } from './support/fixtures';
import { signedInAdmin, startTestApp, type TestContext } from './support/testApp';

let context: TestContext;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let leaving: CaseManager;
let staying: CaseManager;

beforeAll(async () => {
  context = await startTestApp();
  admin = await signedInAdmin(context);
  leaving = await caseManager(context);
  staying = await caseManager(context);
});
afterAll(() => context.close());

const v2 = (path: string) => `/api/v2/${path}`;
const call = (method: 'GET' | 'DELETE', path: string, headers: { authorization: string }) =>
  context.app.inject({ method, url: v2(path), headers });

const uuidsIn = async (path: string, headers: { authorization: string }) => {
  const response = await call('GET', path, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: { uuid: string }[] }>().items.map((item) => item.uuid);
};

describe("DELETE case-managers/{uuid}/charges/{chargeUuid}/: off a case manager's caseload", () => {
  it('takes the charge off one caseload only, at once, audited; the charge and its data stay', async () => {
    const charge = await chargeFor(context, [
      { user: leaving.user, consent: 'GV' },
      { user: staying.user, consent: 'GV' },
    ]);
    expect(await uuidsIn('charges/', leaving.headers)).toContain(charge.uuid);
    expect(
      (await call('GET', `charges/${charge.uuid}/sessions/`, leaving.headers)).statusCode,
    ).toBe(200);

    const removed = await call(
      'DELETE',
      `case-managers/${leaving.uuid}/charges/${charge.uuid}/`,
      admin.headers,
    );
    expect(removed.statusCode, removed.body).toBe(204);

    expect(await uuidsIn(`case-managers/${leaving.uuid}/charges/`, admin.headers)).not.toContain(
      charge.uuid,
    );
    expect(await uuidsIn('charges/', leaving.headers)).not.toContain(charge.uuid);
    expect(
      (await call('GET', `charges/${charge.uuid}/sessions/`, leaving.headers)).statusCode,
    ).toBe(404);
    expect(await uuidsIn('charges/', staying.headers)).toContain(charge.uuid);
    expect(await uuidsIn(`case-managers/${staying.uuid}/charges/`, admin.headers)).toContain(
      charge.uuid,
    );

    const audit = await call(
      'GET',
      'admin/audit-log/?filter=action::supporter.remove',
      admin.headers,
    );
    expect(audit.statusCode, audit.body).toBe(200);
    const entries = audit
      .json<{ items: { record: string | null; actorEmail: string | null; details: string }[] }>()
      .items.filter((item) => item.record === String(charge.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorEmail: admin.user.email });
    expect(entries[0]?.details).toContain(leaving.user.email);

    // Done once: the same call again finds no such link.
    const again = await call(
      'DELETE',
      `case-managers/${leaving.uuid}/charges/${charge.uuid}/`,
      admin.headers,
    );
    expect(again.statusCode).toBe(404);
  });

  it('is for administrators only, and a charge on another caseload is one there is not', async () => {
    const charge = await chargeFor(context, [{ user: leaving.user, consent: 'GV' }]);
    const byManager = await call(
      'DELETE',
      `case-managers/${leaving.uuid}/charges/${charge.uuid}/`,
      leaving.headers,
    );
    expect(byManager.statusCode).toBe(403);

    const notTheirs = await call(
      'DELETE',
      `case-managers/${staying.uuid}/charges/${charge.uuid}/`,
      admin.headers,
    );
    expect(notTheirs.statusCode).toBe(404);
    expect(await uuidsIn('charges/', leaving.headers)).toContain(charge.uuid);
  });

  it.each([
    ['an unknown case manager', '00000000-0000-4000-8000-000000000000', 'charge'],
    ['a malformed charge key', 'manager', 'not-a-uuid'],
    ['a urn:uuid: key', 'manager', 'urn:uuid:00000000-0000-4000-8000-000000000000'],
  ])('answers %s without a 500', async (_case, managerKey, chargeKey) => {
    const charge = await chargeFor(context, [{ user: leaving.user, consent: 'GV' }]);
    const response = await call(
      'DELETE',
      `case-managers/${managerKey === 'manager' ? leaving.uuid : managerKey}/charges/${
        chargeKey === 'charge' ? charge.uuid : chargeKey
      }/`,
      admin.headers,
    );
    expect([400, 404]).toContain(response.statusCode);
    expect(await uuidsIn('charges/', leaving.headers)).toContain(charge.uuid);
  });
});
