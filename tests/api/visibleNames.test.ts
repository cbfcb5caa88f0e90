import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseManager, chargeRequest, company, register, type CaseManager } from './support/app';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

/**
 * Usernames, names and e-mails refuse control, bidirectional-override and zero-width characters
 * with a field error in the reader's language, and nothing is written.
 */

const HIDDEN = 'This field may not contain control, direction-changing or invisible characters';
const HIDDEN_ZU =
  'Le nkambu akumele ibe nezinhlamvu zokulawula, eziguqula indlela yombhalo noma ezingabonakali';
const RTL_OVERRIDE = 'admin\u202Egro.elpmaxe';
const ZERO_WIDTH = 'man\u200Bager';

let context: TestContext;
let manager: CaseManager;
let admin: { authorization: string };
let companyId: number;

beforeAll(async () => {
  context = await startTestApp();
  manager = await caseManager(context);
  const adminUser = await createUser(context, {
    username: 'names-admin',
    role: 'AD',
    isSuperuser: true,
  });
  admin = bearer((await login(context, adminUser.email)).access);
  companyId = await company(context, 'Visible Names Ltd');
});
afterAll(() => context.close());

type Envelope = { message: string; data: Record<string, string[]> };

describe('names a reader cannot see for what they are', () => {
  it('refuses them in the profile, each on its field, changing nothing', async () => {
    const response = await context.app.inject({
      method: 'PATCH',
      url: '/api/v2/users/profile/',
      headers: { ...manager.headers, 'accept-language': 'zu' },
      payload: {
        username: RTL_OVERRIDE,
        email: manager.user.email,
        first_name: ZERO_WIDTH,
        last_name: 'Dlamini\u2066',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Envelope>().data).toEqual({
      username: [HIDDEN_ZU],
      first_name: [HIDDEN_ZU],
      last_name: [HIDDEN_ZU],
    });
    const stored = await context.database.db
      .selectFrom('users')
      .select(['username', 'first_name'])
      .where('id', '=', manager.user.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      username: manager.user.username,
      first_name: manager.user.first_name,
    });
  });

  it('refuses an e-mail with a zero-width space', async () => {
    const response = await context.app.inject({
      method: 'PATCH',
      url: '/api/v2/users/profile/',
      headers: manager.headers,
      payload: { username: manager.user.username, email: `ma\u200Bnager@example.org` },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<Envelope>().data)).toEqual(['email']);
  });

  it('refuses them when an administrator adds a case manager, creating nobody', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/case-managers/',
      headers: admin,
      payload: {
        user: {
          first_name: 'Thandi\u200D',
          last_name: 'Nkosi',
          email: 'lookalike@example.org',
          username: RTL_OVERRIDE,
          password: 'A-long-enough-password',
        },
        role: 'MG',
        company: companyId,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Envelope>().data).toEqual({
      'user.first_name': [HIDDEN],
      'user.username': [HIDDEN],
    });
    const created = await context.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'lookalike@example.org')
      .execute();
    expect(created).toEqual([]);
  });

  it('refuses them in a charge request’s names, creating nothing', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v2/case-managers/charge-requests/',
      headers: manager.headers,
      payload: { first_name: ZERO_WIDTH, last_name: 'Nkosi\u0007', designation: 'Case manager' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Envelope>().data).toEqual({ first_name: [HIDDEN], last_name: [HIDDEN] });
    const requests = await context.database.db.selectFrom('charge_requests').select('id').execute();
    expect(requests).toEqual([]);
  });

  it('refuses them when a client registers in the app, creating nobody', async () => {
    const { code } = await chargeRequest(context, manager);
    const response = await register(context, code, {
      email: 'client-lookalike@example.org',
      first_name: '\u202ELindiwe',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<Envelope>().data).toEqual({ first_name: [HIDDEN] });
    const created = await context.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'client-lookalike@example.org')
      .execute();
    expect(created).toEqual([]);
  });
});
