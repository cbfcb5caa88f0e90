import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailSentTo } from './support/mailbox';
import { startTestApp, type TestContext, type Tokens } from './support/testApp';
import { decodeJwt } from './support/jwt';
import {
  caseManager,
  chargeRequest,
  clientEmail,
  company,
  fingerprint,
  register,
  type CaseManager,
} from './support/app';

let context: TestContext;
let creator: CaseManager;
let colleague: CaseManager;
let companyId: number;

beforeAll(async () => {
  context = await startTestApp();
  companyId = await company(context, 'Registration Mining Ltd');
  // Company mates: a charge request names only its creator's companies and their people.
  creator = await caseManager(context, { companyIds: [companyId] });
  colleague = await caseManager(context, { companyIds: [companyId] });
});
afterAll(() => context.close());

const INVALID_CODE = 'This access code is invalid or has already been used.';

function linksOf(chargeId: number) {
  return context.database.db
    .selectFrom('charge_supporters')
    .select([
      'case_manager_id',
      'designation',
      'consent_status',
      'consent_updated_at',
      'can_invite_others',
    ])
    .where('charge_id', '=', chargeId)
    .orderBy('id')
    .execute();
}

function chargeByEmail(email: string) {
  return context.database.db
    .selectFrom('charges as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('c')
    .select(['u.first_name', 'u.last_name', 'u.is_client', 'u.role', 'u.uuid as user_uuid'])
    .where('u.email', '=', email)
    .executeTakeFirst();
}

describe('app/register/', () => {
  it('creates the charge from the request, uses the code and links every case manager', async () => {
    const { code, requestId } = await chargeRequest(context, creator, {
      company: companyId,
      policy_number: 'POL-778',
      designation: 'OT',
      other_case_managers: [{ uuid: colleague.uuid, designation: 'Psychologist' }],
    });
    const email = clientEmail();
    const response = await register(context, code, {
      email,
      first_name: ' Ayanda ',
      last_name: 'Khumalo',
      gender: 'female',
      is_employed: true,
    });
    expect(response.statusCode).toBe(201);
    const tokens = response.json<Tokens>();
    expect(decodeJwt<{ aud: string; role: unknown }>(tokens.access)).toMatchObject({
      aud: 'app',
      role: null,
    });

    const charge = await chargeByEmail(email);
    expect(charge).toMatchObject({
      company_id: companyId,
      policy: 'POL-778',
      course_id: null,
      gender: 'female',
      is_employed: true,
      sessions_count: 0,
      latest_session: null,
      first_name: 'Ayanda',
      last_name: 'Khumalo',
      is_client: true,
      role: null,
    });
    const chargeId = charge!.id;

    const accessCode = await context.database.db
      .selectFrom('access_codes')
      .select(['used_by', 'used_at'])
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(accessCode.used_by).toBe(chargeId);
    expect(accessCode.used_at).toBeInstanceOf(Date);
    const request = await context.database.db
      .selectFrom('charge_requests')
      .select('charge_id')
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(request.charge_id).toBe(chargeId);

    const links = await linksOf(chargeId);
    expect(links).toEqual([
      expect.objectContaining({
        case_manager_id: creator.id,
        designation: 'OT',
        consent_status: 'RQ',
        can_invite_others: true,
      }),
      expect.objectContaining({
        case_manager_id: colleague.id,
        designation: 'Psychologist',
        consent_status: 'RQ',
        can_invite_others: false,
      }),
    ]);
    expect(links.every((link) => link.consent_updated_at instanceof Date)).toBe(true);

    const audit = await context.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id', 'target_id'])
      .where('charge_id', '=', chargeId)
      .execute();
    expect(audit).toEqual([
      expect.objectContaining({ action: 'app.register', target_id: charge!.uuid }),
    ]);
  });

  it('links without consent when the request does not ask for it', async () => {
    const { code } = await chargeRequest(context, creator, {
      should_request_consent: false,
      other_case_managers: [{ uuid: colleague.uuid, designation: 'OT' }],
    });
    const email = clientEmail();
    expect((await register(context, code, { email })).statusCode).toBe(201);
    const charge = await chargeByEmail(email);
    const links = await linksOf(charge!.id);
    expect(links.map((l) => [l.case_manager_id, l.consent_status, l.can_invite_others])).toEqual([
      [creator.id, null, true],
      [colleague.id, null, false],
    ]);
    expect(links.every((link) => link.consent_updated_at === null)).toBe(true);
    expect(charge).toMatchObject({ company_id: null, policy: null, gender: null });
  });

  it('leaves invitations pending, and links an invitee who accepts later', async () => {
    const { code, requestId } = await chargeRequest(context, creator, {
      invited_supporters: [{ email: 'late.joiner@example.org', designation: 'Social worker' }],
    });
    const email = clientEmail();
    expect((await register(context, code, { email })).statusCode).toBe(201);
    const invitation = await context.database.db
      .selectFrom('invitations')
      .select('status')
      .where('charge_request_id', '=', requestId)
      .executeTakeFirstOrThrow();
    expect(invitation.status).toBe('PN');
    const charge = await chargeByEmail(email);
    expect(await linksOf(charge!.id)).toHaveLength(1);

    const mail = await lastMailSentTo(context, 'late.joiner@example.org');
    const signup = await context.app.inject({
      method: 'POST',
      url: '/api/v2/auth/invite-signup/',
      payload: {
        invite_uuid: /invite-signup\/([0-9a-f-]{36})\//.exec(mail.text)?.[1],
        invite_code: /invitation code is: ([A-Z0-9]+)/.exec(mail.text)?.[1],
        email: 'late.joiner@example.org',
        first_name: 'Late',
        last_name: 'Joiner',
        password: 'A-long-enough-password-1',
        is_client: false,
      },
    });
    expect(signup.statusCode).toBe(200);
    const links = await linksOf(charge!.id);
    expect(links).toHaveLength(2);
    expect(links[1]).toMatchObject({ designation: 'Social worker', can_invite_others: false });
  });

  it('refuses a code used once already, and changes nothing', async () => {
    const { code } = await chargeRequest(context, creator);
    expect((await register(context, code)).statusCode).toBe(201);
    const before = await fingerprint(context);
    const again = await register(context, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: INVALID_CODE,
      data: { access_code: [INVALID_CODE] },
    });
    expect(await fingerprint(context)).toEqual(before);
  });

  it('refuses an unknown code and a code that belongs to no request', async () => {
    const loose = await context.database.db
      .insertInto('access_codes')
      .values({ code: 'LOOSE-0001' })
      .returning('code')
      .executeTakeFirstOrThrow();
    const before = await fingerprint(context);
    for (const code of ['NOPE-NOPE', loose.code]) {
      const response = await register(context, code);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ data: unknown }>().data).toEqual({ access_code: [INVALID_CODE] });
    }
    expect(await fingerprint(context)).toEqual(before);
  });

  it('lets exactly one of two simultaneous registrations use a code', async () => {
    const { code } = await chargeRequest(context, creator);
    const before = await context.database.db
      .selectFrom('charges')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const answers = await Promise.all([register(context, code), register(context, code)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const after = await context.database.db
      .selectFrom('charges')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });

  it('refuses an e-mail already taken (by a client or staff, any case) and changes nothing', async () => {
    const { code } = await chargeRequest(context, creator);
    const before = await fingerprint(context);
    for (const email of [creator.user.email.toUpperCase(), colleague.user.email]) {
      const response = await register(context, code, { email });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ data: unknown }>().data).toEqual({
        email: ['A user with that email already exists.'],
      });
    }
    expect(await fingerprint(context)).toEqual(before);
    expect((await register(context, code)).statusCode).toBe(201);
  });

  it('does not reveal whether an e-mail is taken without a valid code', async () => {
    const response = await register(context, 'NOPE-NOPE', { email: creator.user.email });
    expect(response.json<{ data: unknown }>().data).toEqual({ access_code: [INVALID_CODE] });
  });

  it('validates the body: names, password length, code shape, unknown fields', async () => {
    const { code } = await chargeRequest(context, creator);
    const before = await fingerprint(context);
    const cases: [Record<string, unknown>, string][] = [
      [{ first_name: '   ' }, 'first_name'],
      [{ last_name: '' }, 'last_name'],
      [{ password: 'short-pass1' }, 'password'],
      [{ access_code: 'abcd-efgh' }, 'access_code'],
      [{ email: 'not-an-email' }, 'email'],
      [{ gender: 'x'.repeat(51) }, 'gender'],
      [{ is_client: true }, 'is_client'],
    ];
    for (const [overrides, field] of cases) {
      const response = await register(context, code, overrides);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json<{ data: object }>().data), field).toContain(field);
    }
    expect(await fingerprint(context)).toEqual(before);
  });

  it('signs the new client in to the app at once', async () => {
    const { code } = await chargeRequest(context, creator);
    const tokens = (await register(context, code)).json<Tokens>();
    const response = await context.app.inject({
      url: '/api/v2/app/consent-requests/',
      headers: { authorization: `Bearer ${tokens.access}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ caseManagerUuid: creator.uuid, designation: 'Case manager' }),
    ]);
  });
});
