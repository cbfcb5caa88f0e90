import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/db/database';
import {
  caseManager,
  chargeRequest,
  company,
  registeredClient,
  type CaseManager,
} from './support/app';
import { chargeFor } from './support/fixtures';
import { createUser, startTestApp, type TestContext } from './support/testApp';

/** Spec section 3: the stored designation list, its defaults and how it grows. */

let context: TestContext;
let manager: CaseManager;
let colleague: User;
/** The manager's company: a request's other case managers come from it. */
let companyIds: number[];

beforeAll(async () => {
  context = await startTestApp();
  companyIds = [await company(context, 'Designations Ltd')];
  manager = await caseManager(context, { companyIds });
  // A company mate: add-supporter attaches them at once.
  colleague = await createUser(context, { username: 'designation-colleague', companyIds });
});
afterAll(() => context.close());

async function designations(headers: Record<string, string> = manager.headers) {
  return context.app.inject({ url: '/api/v2/designations/', headers });
}

async function storedList(): Promise<string[]> {
  const response = await designations();
  expect(response.statusCode).toBe(200);
  const list = response.json<{ items: string[]; count: number }>();
  expect(list.count).toBe(list.items.length);
  return list.items;
}

function addSupporter(chargeUuid: string, email: string, designation: string) {
  return context.app.inject({
    method: 'POST',
    url: `/api/v2/charges/${chargeUuid}/add-supporter/`,
    headers: manager.headers,
    payload: { email, designation },
  });
}

async function ownCharge(): Promise<string> {
  return (await chargeFor(context, [{ user: manager.user, canInviteOthers: true }])).uuid;
}

describe('GET designations/', () => {
  it('answers the defaults, case manager and OT, on a fresh database', async () => {
    expect(await storedList()).toEqual(['Case manager', 'OT']);
  });

  it('grows with a designation typed in add-supporter, once in any case and spacing', async () => {
    const invited = await addSupporter(await ownCharge(), 'new.person@example.org', '  Physio ');
    expect(invited.statusCode).toBe(200);
    expect(await storedList()).toContain('Physio');

    const attached = await addSupporter(await ownCharge(), colleague.email, 'PHYSIO');
    expect(attached.json()).toEqual({ is_new_supporter: false });
    const again = await addSupporter(await ownCharge(), 'other@example.org', 'physio');
    expect(again.statusCode).toBe(200);
    expect((await storedList()).filter((name) => name.toLowerCase() === 'physio')).toEqual([
      'Physio',
    ]);
  });

  it('records nothing when the add-supporter is refused', async () => {
    const charge = await ownCharge();
    expect((await addSupporter(charge, colleague.email, 'OT')).statusCode).toBe(200);
    const repeat = await addSupporter(charge, colleague.email, 'Refused therapist');
    expect(repeat.statusCode).toBe(400);
    expect(await storedList()).not.toContain('Refused therapist');
  });

  it('grows with every designation of a new charge request, defaults first then A to Z', async () => {
    const mate = await caseManager(context, { companyIds });
    await chargeRequest(context, manager, {
      designation: 'social worker',
      other_case_managers: [{ uuid: mate.uuid, designation: 'Dietitian' }],
      invited_supporters: [{ email: 'speech@example.org', designation: 'Speech  therapist' }],
    });
    expect(await storedList()).toEqual([
      'Case manager',
      'OT',
      'Dietitian',
      'Physio',
      'social worker',
      'Speech therapist',
    ]);
  });

  it("grows with a designation typed in a charge request's add-supporter", async () => {
    const { requestId } = await chargeRequest(context, manager);
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/v2/case-managers/charge-requests/${requestId}/add-supporter/`,
      headers: manager.headers,
      payload: { email: colleague.email, designation: 'Nurse' },
    });
    expect(response.json()).toEqual({ is_new_supporter: false });
    expect(await storedList()).toContain('Nurse');
  });

  it('refuses a designation over 100 characters and records nothing', async () => {
    const long = 'x'.repeat(101);
    const response = await addSupporter(await ownCharge(), 'long@example.org', long);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ data: Record<string, string[]> }>().data).toHaveProperty('designation');
    expect(await storedList()).not.toContain(long);
  });

  it('refuses a blank designation on a new charge request and records nothing', async () => {
    const before = await storedList();
    const mate = await caseManager(context, { companyIds });
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/case-managers/charge-requests/',
      headers: manager.headers,
      payload: {
        first_name: 'Blank',
        last_name: 'Designation',
        designation: '   ',
        other_case_managers: [{ uuid: mate.uuid, designation: ' ' }],
        invited_supporters: [{ email: 'blank@example.org', designation: '  ' }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ data: Record<string, string[]> }>().data).toEqual({
      designation: ['This field is required'],
      'other_case_managers.0.designation': ['This field is required'],
      'invited_supporters.0.designation': ['This field is required'],
    });
    expect(await storedList()).toEqual(before);
  });

  it('refuses app clients and anonymous callers', async () => {
    const client = await registeredClient(context, manager);
    expect((await designations(client.headers)).statusCode).toBe(401);
    expect((await designations({})).statusCode).toBe(401);
  });
});
