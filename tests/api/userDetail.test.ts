import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseManager, registeredClient } from './support/app';
import { createUser, signedInAdmin, startTestApp, type TestContext } from './support/testApp';

/** GET users/{uuid}/: one account for the administrators' account page, from its definition. */
let context: TestContext;
let admin: { authorization: string };

beforeAll(async () => {
  context = await startTestApp();
  admin = (await signedInAdmin(context)).headers;
});
afterAll(() => context.close());

const detail = (uuid: string, headers = admin) =>
  context.app.inject({ url: `/api/v2/users/${uuid}/`, headers });

const uuidOf = async (email: string) =>
  (
    await context.database.db
      .selectFrom('users')
      .select('uuid')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
  ).uuid;

describe('GET users/{uuid}/', () => {
  it('answers a staff account with its role, sign-ins and second factor', async () => {
    const manager = await caseManager(context, { role: 'QM' });
    const response = await detail(manager.user.uuid);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      uuid: manager.user.uuid,
      email: manager.user.email,
      role: 'QM',
      isClient: false,
      isActive: true,
      secondFactor: false,
      loginsCount: 1,
    });
    expect(response.json<{ lastLogin: string | null }>().lastLogin).not.toBeNull();
  });

  it('answers a superuser as AD, and a staff account with no stored role as none', async () => {
    const superuser = await createUser(context, { role: 'QM', isSuperuser: true });
    expect((await detail(superuser.uuid)).json()).toMatchObject({ role: 'AD', isAdmin: true });
    // Staff-flag administrators of the first data may have no role stored.
    const staff = await createUser(context, { isStaff: true });
    await context.database.db
      .updateTable('users')
      .set({ role: null })
      .where('id', '=', staff.id)
      .execute();
    expect((await detail(staff.uuid)).json()).toMatchObject({ role: null, isClient: false });
  });

  it('answers an app user as a client without a role', async () => {
    const client = await registeredClient(context, await caseManager(context));
    const response = await detail(await uuidOf(client.email));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ email: client.email, role: null, isClient: true });
  });

  it('answers 404 for an unknown account, 400 for a malformed id, 403 to a case manager', async () => {
    expect((await detail('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await detail('not-a-uuid')).statusCode).toBe(400);
    const manager = await caseManager(context);
    expect((await detail(manager.user.uuid, manager.headers)).statusCode).toBe(403);
  });
});
