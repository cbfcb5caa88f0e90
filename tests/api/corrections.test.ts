import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  caseManager,
  chargeRequest,
  company,
  fingerprint,
  register,
  type CaseManager,
} from './support/app';
import { chargeFor } from './support/fixtures';
import { signedInAdmin, startTestApp, type TestContext } from './support/testApp';

let context: TestContext;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let manager: CaseManager;
let supporter: CaseManager;
let stranger: CaseManager;
let companyId: number;

beforeAll(async () => {
  context = await startTestApp();
  companyId = await company(context, 'Corrections Inc');
  admin = await signedInAdmin(context);
  manager = await caseManager(context, { companyIds: [companyId] });
  supporter = await caseManager(context, { role: 'QM' });
  stranger = await caseManager(context, { role: 'QM', companyIds: [companyId] });
});
afterAll(() => context.close());

const v2 = (path: string) => `/api/v2/${path}`;

function call(
  method: 'GET' | 'PATCH' | 'DELETE',
  path: string,
  headers: { authorization: string },
  payload?: Record<string, unknown>,
) {
  return context.app.inject({ method, url: v2(path), headers, payload });
}

interface AuditItem {
  actorEmail: string | null;
  action: string;
  record: string | null;
  details: string;
}

/** The audit log's entries of one action on one record, as administrators read it. */
async function audited(action: string, record: string): Promise<AuditItem[]> {
  const response = await call('GET', `admin/audit-log/?filter=action::${action}`, admin.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: AuditItem[] }>().items.filter((item) => item.record === record);
}

describe("PATCH charges/{uuid}/: a charge's profile corrected", () => {
  it('by an administrator and by its supporter, shown in the list, the journey header and the CSV', async () => {
    const charge = await chargeFor(context, [{ user: manager.user, consent: 'GV' }], {
      firstName: 'Nomsa',
      lastName: 'Mistyped',
    });
    const byAdmin = await call('PATCH', `charges/${charge.uuid}/`, admin.headers, {
      lastName: '  Mthembu ',
      policy: 'POL-FIXED-1',
      companyId,
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toMatchObject({
      fullName: 'Nomsa Mthembu',
      policy: 'POL-FIXED-1',
      companyId,
      company: 'Corrections Inc',
    });

    const bySupporter = await call('PATCH', `charges/${charge.uuid}/`, manager.headers, {
      firstName: 'Nomsalo',
      nickname: 'Noms',
      gender: 'Female',
      isEmployed: true,
    });
    expect(bySupporter.statusCode, bySupporter.body).toBe(200);

    // The journey page's header is the charge's detail.
    const detail = await call('GET', `charges/${charge.uuid}/`, manager.headers);
    expect(detail.json()).toMatchObject({
      fullName: 'Nomsalo Mthembu',
      nickname: 'Noms',
      gender: 'Female',
      isEmployed: true,
      policy: 'POL-FIXED-1',
    });
    // The caseload's list reads its own copies of the names and policy (list keys).
    const list = await call(
      'GET',
      `charges/?search=fullName::nomsalo&sort=policy::asc`,
      manager.headers,
    );
    expect(
      list.json<{ items: { uuid: string; fullName: string; policy: string }[] }>().items,
    ).toEqual([
      expect.objectContaining({
        uuid: charge.uuid,
        fullName: 'Nomsalo Mthembu',
        policy: 'POL-FIXED-1',
      }),
    ]);
    const bySearch = await call('GET', `charges/?search=policy::POL-FIXED`, admin.headers);
    expect(bySearch.json<{ count: number }>().count).toBe(1);
    const csv = await context.app.inject({
      url: v2('charges/?search=fullName::nomsalo'),
      headers: { ...manager.headers, accept: 'text/csv' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Nomsalo Mthembu');
    expect(csv.body).toContain('POL-FIXED-1');
    // The journey still answers (it holds no name: nothing kept went stale).
    const journey = await call('GET', `charges/${charge.uuid}/sessions/`, manager.headers);
    expect(journey.statusCode).toBe(200);

    const entries = await audited('charge.update', charge.uuid);
    expect(entries.map((e) => [e.actorEmail, JSON.parse(e.details) as unknown])).toEqual([
      [manager.user.email, { fields: ['firstName', 'nickname', 'gender', 'isEmployed'] }],
      [admin.user.email, { fields: ['lastName', 'policy', 'companyId'] }],
    ]);
    expect(entries.map((e) => e.details).join()).not.toContain('Mthembu');
  });

  it('answers 404 to a supporter not attached, changing nothing', async () => {
    const charge = await chargeFor(context, [{ user: manager.user }]);
    const before = await fingerprint(context);
    const response = await call('PATCH', `charges/${charge.uuid}/`, supporter.headers, {
      policy: 'POL-HIJACK',
    });
    expect(response.statusCode).toBe(404);
    expect(await fingerprint(context)).toEqual(before);
  });

  it('refuses a blank name and an unknown company with their field messages', async () => {
    const charge = await chargeFor(context, [{ user: manager.user }]);
    const blank = await call('PATCH', `charges/${charge.uuid}/`, manager.headers, {
      firstName: '   ',
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ data: { firstName: ['This field is required'] } });
    const unknown = await call('PATCH', `charges/${charge.uuid}/`, manager.headers, {
      companyId: 2147483000,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ data: object }>().data).toHaveProperty('companyId');
    const empty = await call('PATCH', `charges/${charge.uuid}/`, manager.headers, {});
    expect(empty.statusCode).toBe(400);
  });
});

describe('charge-requests/{id}/: a request amended and withdrawn', () => {
  it('is amended by its creator while unused, audited with the fields', async () => {
    const { requestId } = await chargeRequest(context, manager, { policy_number: 'OLD-1' });
    const response = await call('PATCH', `charge-requests/${requestId}/`, manager.headers, {
      firstName: 'Sipho ',
      policyNumber: 'NEW-1',
      companyId,
      designation: 'OT',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      firstName: 'Sipho',
      policyNumber: 'NEW-1',
      company: 'Corrections Inc',
      companyId,
      designation: 'OT',
      used: false,
    });
    const entries = await audited('charge_request.update', String(requestId));
    expect(entries.map((e) => [e.actorEmail, JSON.parse(e.details) as unknown])).toEqual([
      [manager.user.email, { fields: ['firstName', 'policyNumber', 'companyId', 'designation'] }],
    ]);
  });

  it('is withdrawn by its creator, and its code is refused by the app registration at once', async () => {
    const { code, requestId } = await chargeRequest(context, manager);
    const other = await call('DELETE', `charge-requests/${requestId}/`, stranger.headers);
    expect(other.statusCode).toBe(404);
    const withdrawn = await call('DELETE', `charge-requests/${requestId}/`, manager.headers);
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    const registration = await register(context, code);
    expect(registration.statusCode).toBe(400);
    expect(registration.json()).toMatchObject({
      data: { access_code: ['This access code is invalid or has already been used.'] },
    });
    const gone = await call('GET', `charge-requests/${requestId}/`, manager.headers);
    expect(gone.statusCode).toBe(404);
    expect(await audited('charge_request.withdraw', String(requestId))).toHaveLength(1);
  });

  it('answers 404 to another case manager, even one of its company, changing nothing', async () => {
    const { requestId } = await chargeRequest(context, manager);
    const before = await fingerprint(context);
    const response = await call('PATCH', `charge-requests/${requestId}/`, stranger.headers, {
      policyNumber: 'HIJACK',
    });
    expect(response.statusCode).toBe(404);
    expect(await fingerprint(context)).toEqual(before);
  });

  it("lets an administrator amend it, but refuses a company that is not its creator's", async () => {
    const { requestId } = await chargeRequest(context, manager);
    const elsewhere = await company(context, 'Elsewhere Ltd');
    const refused = await call('PATCH', `charge-requests/${requestId}/`, admin.headers, {
      companyId: elsewhere,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ data: { companyId: ['This company does not exist.'] } });
    const amended = await call('PATCH', `charge-requests/${requestId}/`, admin.headers, {
      lastName: 'Corrected',
    });
    expect(amended.statusCode).toBe(200);
    expect(amended.json()).toMatchObject({ lastName: 'Corrected' });
  });

  it('answers 409 with its own message once its client registered, changing nothing', async () => {
    const { code, requestId } = await chargeRequest(context, manager);
    expect((await register(context, code)).statusCode).toBe(201);
    const detail = await call('GET', `charge-requests/${requestId}/`, manager.headers);
    expect(detail.json()).toMatchObject({ used: true });
    const before = await fingerprint(context);
    for (const response of [
      await call('PATCH', `charge-requests/${requestId}/`, manager.headers, {
        policyNumber: 'LATE',
      }),
      await call('DELETE', `charge-requests/${requestId}/`, manager.headers),
    ]) {
      expect(response.statusCode).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(
        'Its client has already registered with this access code: the request can no longer be amended or withdrawn.',
      );
    }
    expect(await fingerprint(context)).toEqual(before);
  });
});

describe('PATCH feedback/issues/{uuid}/: an issue corrected by its author', () => {
  async function raise(author: CaseManager): Promise<string> {
    const response = await context.app.inject({
      method: 'POST',
      url: v2('feedback/issues/create/'),
      headers: author.headers,
      payload: { title: 'Export is slwo', text: 'It takes long' },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ uuid: string }>().uuid;
  }

  it('until it is assigned, then 409; refused for others', async () => {
    const uuid = await raise(manager);
    const byOther = await call('PATCH', `feedback/issues/${uuid}/`, stranger.headers, {
      title: 'Hijacked title',
    });
    expect(byOther.statusCode).toBe(404);
    const byAdmin = await call('PATCH', `feedback/issues/${uuid}/`, admin.headers, {
      title: 'Admin rewrite',
    });
    expect(byAdmin.statusCode).toBe(404);

    const edited = await call('PATCH', `feedback/issues/${uuid}/`, manager.headers, {
      title: ' Export is slow ',
      text: null,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Export is slow', text: '', status: 'EVC' });
    const entries = await audited('issue.update', uuid);
    expect(entries.map((e) => [e.actorEmail, JSON.parse(e.details) as unknown])).toEqual([
      [manager.user.email, { fields: ['title', 'text'] }],
    ]);

    const assigned = await context.app.inject({
      method: 'POST',
      url: v2(`feedback/issues/${uuid}/status-update/`),
      headers: admin.headers,
      payload: { status: 'EVA', user_id: admin.user.uuid },
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    const late = await call('PATCH', `feedback/issues/${uuid}/`, manager.headers, {
      title: 'Too late now',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json<{ message: string }>().message).toBe(
      'The help desk has taken this issue up: its title and description can no longer be changed.',
    );
    const detail = await call('GET', `feedback/issues/${uuid}/`, manager.headers);
    expect(detail.json()).toMatchObject({ title: 'Export is slow' });
  });

  it('refuses a title too short once trimmed with its field message', async () => {
    const uuid = await raise(manager);
    const response = await call('PATCH', `feedback/issues/${uuid}/`, manager.headers, {
      title: '  ab   ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ data: object }>().data).toHaveProperty('title');
  });
});
