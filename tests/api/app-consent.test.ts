import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from './support/testApp';
import type { ConsentCode } from '../../server/db/database';
import {
  caseManager,
  company,
  fingerprint,
  post,
  registeredClient,
  type CaseManager,
  type Client,
} from './support/app';

let context: TestContext;
let creator: CaseManager;
let colleague: CaseManager;
let stranger: CaseManager;

beforeAll(async () => {
  context = await startTestApp();
  // Company mates: a charge request's other case managers come from the creator's companies.
  const companyIds = [await company(context, 'Consent Ltd')];
  creator = await caseManager(context, { firstName: 'Nomsa', lastName: 'Mokoena', companyIds });
  colleague = await caseManager(context, { firstName: null, lastName: null, companyIds });
  stranger = await caseManager(context);
});
afterAll(() => context.close());

const NO_PENDING = 'There is no pending consent request from this supporter.';

interface ConsentRequest {
  caseManagerUuid: string;
  name: string;
  email: string;
  designation: string | null;
  requestedAt: string;
}

/** A client whose creator and colleague both have a pending request (the request asked). */
function clientWithTwoSupporters(): Promise<Client> {
  return registeredClient(context, creator, {
    designation: 'OT',
    other_case_managers: [{ uuid: colleague.uuid, designation: 'Case manager' }],
  });
}

function pending(client: Client) {
  return context.app.inject({ url: '/api/v2/app/consent-requests/', headers: client.headers });
}

function answer(client: Client, caseManagerUuid: string, status: string) {
  return post(context, `consent-requests/${caseManagerUuid}/`, client.headers, { status });
}

async function statusOf(client: Client, supporter: CaseManager) {
  const row = await context.database.db
    .selectFrom('charge_supporters')
    .select(['consent_status', 'consent_updated_at'])
    .where('charge_id', '=', client.chargeId)
    .where('case_manager_id', '=', supporter.id)
    .executeTakeFirstOrThrow();
  return row;
}

async function setStatus(client: Client, supporter: CaseManager, status: ConsentCode | null) {
  await context.database.db
    .updateTable('charge_supporters')
    .set({ consent_status: status })
    .where('charge_id', '=', client.chargeId)
    .where('case_manager_id', '=', supporter.id)
    .execute();
}

function answersAudited(client: Client) {
  return context.database.db
    .selectFrom('audit_log')
    .select(['action', 'actor_user_id', 'details', 'target_id'])
    .where('charge_id', '=', client.chargeId)
    .where('action', '=', 'consent.answer')
    .orderBy('id')
    .execute();
}

describe('app/consent-requests/', () => {
  it('lists the supporters waiting for an answer, with names and designations', async () => {
    const client = await clientWithTwoSupporters();
    const response = await pending(client);
    expect(response.statusCode).toBe(200);
    const list = response.json<ConsentRequest[]>();
    expect(list).toEqual([
      {
        caseManagerUuid: creator.uuid,
        name: 'Nomsa Mokoena',
        email: creator.user.email,
        designation: 'OT',
        requestedAt: expect.any(String) as string,
      },
      {
        caseManagerUuid: colleague.uuid,
        // No name on record: the app shows the address instead.
        name: colleague.user.email,
        email: colleague.user.email,
        designation: 'Case manager',
        requestedAt: expect.any(String) as string,
      },
    ]);
    expect(Date.parse(list[0]!.requestedAt)).toBeLessThanOrEqual(Date.now());
  });

  it('lists nothing when the request did not ask for consent', async () => {
    const client = await registeredClient(context, creator, { should_request_consent: false });
    expect((await pending(client)).json()).toEqual([]);
  });

  it('gives consent to a pending request, audits it, and drops it from the list', async () => {
    const client = await clientWithTwoSupporters();
    const before = await statusOf(client, creator);
    const response = await answer(client, creator.uuid, 'GV');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ caseManagerUuid: string; status: string; answeredAt: string }>();
    expect(body).toMatchObject({ caseManagerUuid: creator.uuid, status: 'GV' });
    const after = await statusOf(client, creator);
    expect(after.consent_status).toBe('GV');
    expect(after.consent_updated_at!.getTime()).toBeGreaterThanOrEqual(
      before.consent_updated_at!.getTime(),
    );
    expect(after.consent_updated_at!.toISOString()).toBe(body.answeredAt);
    expect((await statusOf(client, colleague)).consent_status).toBe('RQ');
    expect(await answersAudited(client)).toEqual([
      expect.objectContaining({
        target_id: client.chargeUuid,
        details: { from: 'RQ', to: 'GV', status: 'GV', caseManagerUuid: creator.uuid },
      }),
    ]);
    const list = (await pending(client)).json<ConsentRequest[]>();
    expect(list.map((r) => r.caseManagerUuid)).toEqual([colleague.uuid]);
  });

  it('denies a pending request and audits it', async () => {
    const client = await clientWithTwoSupporters();
    const response = await answer(client, colleague.uuid, 'DN');
    expect(response.statusCode).toBe(200);
    expect((await statusOf(client, colleague)).consent_status).toBe('DN');
    expect((await statusOf(client, creator)).consent_status).toBe('RQ');
    expect(await answersAudited(client)).toEqual([
      expect.objectContaining({
        details: { from: 'RQ', to: 'DN', status: 'DN', caseManagerUuid: colleague.uuid },
      }),
    ]);
  });

  it('refuses to answer from Given, Not Requested, Cancelled or Denied, changing nothing', async () => {
    const client = await clientWithTwoSupporters();
    for (const current of ['GV', null, 'RC', 'DN'] as const) {
      await setStatus(client, creator, current);
      const before = await fingerprint(context);
      for (const status of ['GV', 'DN']) {
        const response = await answer(client, creator.uuid, status);
        expect(response.statusCode, `${String(current)} -> ${status}`).toBe(409);
        expect(response.json()).toEqual({ message: NO_PENDING, data: {} });
      }
      expect(await fingerprint(context)).toEqual(before);
    }
    expect(await answersAudited(client)).toEqual([]);
  });

  it('answers 404 for an unknown supporter or one of another client, changing nothing', async () => {
    const client = await clientWithTwoSupporters();
    const other = await registeredClient(context, stranger);
    const before = await fingerprint(context);
    for (const uuid of [randomUUID(), stranger.uuid]) {
      const response = await answer(client, uuid, 'GV');
      expect(response.statusCode).toBe(404);
    }
    // The stranger's own client cannot answer for the creator either.
    expect((await answer(other, creator.uuid, 'GV')).statusCode).toBe(404);
    expect(await fingerprint(context)).toEqual(before);
  });

  it('validates the path and the body, changing nothing', async () => {
    const client = await clientWithTwoSupporters();
    const before = await fingerprint(context);
    const cases: [string, unknown][] = [
      [creator.uuid, { status: 'RQ' }],
      [creator.uuid, { status: 'RC' }],
      [creator.uuid, {}],
      [creator.uuid, { status: 'GV', consent_status: 'GV' }],
      ['not-a-uuid', { status: 'GV' }],
    ];
    for (const [uuid, payload] of cases) {
      const response = await post(context, `consent-requests/${uuid}/`, client.headers, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await fingerprint(context)).toEqual(before);
  });

  it('lets the supporter ask again after a denial, and the client give it then', async () => {
    const client = await clientWithTwoSupporters();
    expect((await answer(client, creator.uuid, 'DN')).statusCode).toBe(200);
    const again = await context.app.inject({
      method: 'POST',
      url: `/api/v2/charges/${client.chargeUuid}/consent-status-update/`,
      headers: creator.headers,
      payload: { status: 'RQ' },
    });
    expect(again.statusCode).toBe(200);
    expect((await answer(client, creator.uuid, 'GV')).statusCode).toBe(200);
    expect((await statusOf(client, creator)).consent_status).toBe('GV');
  });

  it('never applies both a cancel and an answer that race each other', async () => {
    const client = await clientWithTwoSupporters();
    const [cancel, give] = await Promise.all([
      context.app.inject({
        method: 'POST',
        url: `/api/v2/charges/${client.chargeUuid}/consent-status-update/`,
        headers: creator.headers,
        payload: { status: 'RC' },
      }),
      answer(client, creator.uuid, 'GV'),
    ]);
    const codes = [cancel.statusCode, give.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const final = (await statusOf(client, creator)).consent_status;
    expect(final).toBe(cancel.statusCode === 200 ? 'RC' : 'GV');
  });
});
