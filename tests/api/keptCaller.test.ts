import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishMessages } from '../../i18n/en';
import type { User } from '../../server/db/database';
import { chargeFor } from './support/fixtures';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

/**
 * A list call may start from the caller kept from their last full authentication
 * (lib/keptCallers.ts): its page statement reads the caller's row back, and any change to that
 * row, made anywhere (here straight in the database, as another process would), is seen at the
 * very next call.
 */
let context: TestContext;

beforeAll(async () => {
  context = await startTestApp();
});
afterAll(() => context.close());

interface Page {
  count: number;
  items: { uuid: string }[];
}

/** A case manager with two charges, signed in, whose list has been read once (now kept). */
async function keptManager(): Promise<{ user: User; list: () => ReturnType<typeof listOf> }> {
  const user = await createUser(context);
  await chargeFor(context, [{ user, consent: 'GV' }]);
  await chargeFor(context, [{ user, consent: 'GV' }]);
  const headers = bearer((await login(context, user.email)).access);
  const list = () => listOf('charges/', headers);
  expect((await list()).statusCode).toBe(200);
  return { user, list };
}

function listOf(path: string, headers: { authorization: string }) {
  return context.app.inject({ url: `/api/v2/${path}`, headers });
}

const change = (id: number, set: Record<string, unknown>) =>
  context.database.db.updateTable('users').set(set).where('id', '=', id).execute();

describe('a kept caller', () => {
  it('is answered the same page as a caller read afresh, page after page', async () => {
    const { list } = await keptManager();
    const first = await list();
    const second = await list();
    expect(first.json<Page>().count).toBe(2);
    expect(second.json<Page>()).toEqual(first.json<Page>());
  });

  it('is refused at once once their session ended elsewhere', async () => {
    const { user, list } = await keptManager();
    await change(user.id, { session_version: user.session_version + 1 });
    expect((await list()).statusCode).toBe(401);
  });

  it('is refused at once once deactivated', async () => {
    const { user, list } = await keptManager();
    await change(user.id, { is_active: false });
    expect((await list()).statusCode).toBe(401);
  });

  it('meets the terms gate again once the terms are to be accepted again', async () => {
    const { user, list } = await keptManager();
    await change(user.id, { has_accepted_terms: false });
    const refused = await list();
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(
      englishMessages.portal.api.auth.terms_required,
    );
  });

  it('loses an administrator’s lists as soon as the role is taken away, session or not', async () => {
    const admin = await createUser(context, { role: 'AD', isSuperuser: true });
    const headers = bearer((await login(context, admin.email)).access);
    expect((await listOf('mail/', headers)).statusCode).toBe(200);
    expect((await listOf('mail/', headers)).statusCode).toBe(200);
    await change(admin.id, { role: 'MG', is_superuser: false });
    expect((await listOf('mail/', headers)).statusCode).toBe(403);
  });

  it('with an empty page is still answered, confirmed the full way', async () => {
    const user = await createUser(context);
    const headers = bearer((await login(context, user.email)).access);
    for (let call = 0; call < 3; call += 1) {
      const response = await listOf('charges/', headers);
      expect(response.statusCode).toBe(200);
      expect(response.json<Page>()).toEqual({ count: 0, items: [] });
    }
  });
});
