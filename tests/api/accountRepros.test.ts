import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseManager, fingerprint, registeredClient } from './support/app';
import {
  bearer,
  createUser,
  login,
  startTestApp,
  type TestContext,
  signedInAdmin,
} from './support/testApp';

/** Account edits that answered one thing and did another. */

let context: TestContext;
let admin: { id: number; headers: { authorization: string } };

beforeAll(async () => {
  context = await startTestApp();
  admin = await signedInAdmin(context);
});
afterAll(() => context.close());

const ACCOUNT_TABLES = ['users', 'refresh_tokens', 'audit_log', 'case_managers'];

const patchUser = (uuid: string, payload: Record<string, unknown>, headers = admin.headers) =>
  context.app.inject({ method: 'PATCH', url: `/api/v2/users/${uuid}/`, headers, payload });

const auditOf = (uuid: string) =>
  context.database.db
    .selectFrom('audit_log')
    .select(['action', 'details'])
    .where('target_id', '=', uuid)
    .orderBy('id')
    .execute();

const storedUser = (id: number) =>
  context.database.db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'role', 'session_version'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('PATCH users/profile/', () => {
  it('changes only the fields sent: names left out stay', async () => {
    const user = await createUser(context, { firstName: 'Ayanda', lastName: 'Khumalo' });
    const headers = bearer((await login(context, user.email)).access);
    const response = await context.app.inject({
      method: 'PATCH',
      url: '/api/v2/users/profile/',
      headers,
      payload: { username: `${user.username}-renamed`, email: user.email },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ firstName: 'Ayanda', lastName: 'Khumalo' });
    expect(await storedUser(user.id)).toMatchObject({
      first_name: 'Ayanda',
      last_name: 'Khumalo',
    });
  });

  it('audits the fields the owner changed, never their values, and nothing for no change', async () => {
    const user = await createUser(context, { firstName: 'Ayanda', lastName: 'Khumalo' });
    const headers = bearer((await login(context, user.email)).access);
    const patch = (payload: Record<string, unknown>) =>
      context.app.inject({ method: 'PATCH', url: '/api/v2/users/profile/', headers, payload });
    const same = await patch({ username: user.username, email: user.email, first_name: 'Ayanda' });
    expect(same.statusCode, same.body).toBe(200);
    expect(await auditOf(user.uuid)).toEqual([]);
    const changed = await patch({
      username: user.username,
      email: user.email,
      first_name: 'Sipho',
      last_name: null,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const entries = await auditOf(user.uuid);
    expect(entries).toEqual([
      { action: 'auth.profile_update', details: { fields: ['firstName', 'lastName'] } },
    ]);
    expect(JSON.stringify(entries)).not.toContain('Sipho');
  });
});

describe('PATCH users/{uuid}/ names', () => {
  it('clears an account name with null, as its schema allows', async () => {
    const user = await createUser(context, { role: 'AD' });
    const response = await patchUser(user.uuid, { firstName: null });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ firstName: null, lastName: 'User' });
    expect(await auditOf(user.uuid)).toEqual([
      { action: 'user.update', details: { fields: ['firstName'] } },
    ]);
  });

  it("refuses to clear a case manager's name, with the field's message", async () => {
    const manager = await caseManager(context);
    const before = await fingerprint(context, ACCOUNT_TABLES);
    const response = await patchUser(manager.user.uuid, { firstName: null });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ data: object }>().data).toEqual({
      firstName: ['This field is required'],
    });
    expect(await fingerprint(context, ACCOUNT_TABLES)).toEqual(before);
  });
});

describe('role rules', () => {
  it("refuses a helpdesk administrator's change of a superuser's role, changing nothing", async () => {
    const helpdesk = await createUser(context, { role: 'AD', isStaff: true });
    const headers = bearer((await login(context, helpdesk.email)).access);
    const superuser = await createUser(context, { role: 'AD', isSuperuser: true });
    const open = bearer((await login(context, superuser.email)).access);
    const before = await fingerprint(context, ACCOUNT_TABLES);
    const response = await patchUser(superuser.uuid, { role: 'MG' }, headers);
    expect(response.statusCode).toBe(403);
    expect(response.json<{ message: string }>().message).toBe(
      "Only a superuser may change another administrator's role.",
    );
    expect(await fingerprint(context, ACCOUNT_TABLES)).toEqual(before);
    const still = await context.app.inject({ url: '/api/v2/users/profile/', headers: open });
    expect(still.statusCode).toBe(200);
  });

  it('refuses a demotion that would not take effect: a staff account stays an administrator', async () => {
    const staff = await createUser(context, { role: 'AD', isStaff: true });
    const before = await fingerprint(context, ACCOUNT_TABLES);
    const response = await patchUser(staff.uuid, { role: 'MG' });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      'This account is an administrator by its superuser or staff flag, whatever its role.',
    );
    expect(await fingerprint(context, ACCOUNT_TABLES)).toEqual(before);
  });

  it('neither ends sessions nor audits a role sent unchanged', async () => {
    const user = await createUser(context, { role: 'QM' });
    const tokens = await login(context, user.email);
    const { session_version: version } = await storedUser(user.id);
    const response = await patchUser(user.uuid, { role: 'QM' });
    expect(response.statusCode, response.body).toBe(200);
    expect((await storedUser(user.id)).session_version).toBe(version);
    expect(await auditOf(user.uuid)).toEqual([]);
    const profile = await context.app.inject({
      url: '/api/v2/users/profile/',
      headers: bearer(tokens.access),
    });
    expect(profile.statusCode).toBe(200);
  });

  it("refuses a role for an app user's account, with its own message", async () => {
    const creator = await caseManager(context);
    const client = await registeredClient(context, creator);
    const { uuid } = await context.database.db
      .selectFrom('users')
      .select('uuid')
      .where('email', '=', client.email)
      .executeTakeFirstOrThrow();
    const before = await fingerprint(context, ACCOUNT_TABLES);
    const response = await patchUser(uuid, { role: 'AD' });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toBe(
      "An app user's account has no portal role.",
    );
    expect(await fingerprint(context, ACCOUNT_TABLES)).toEqual(before);
  });
});
