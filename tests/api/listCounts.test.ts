import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

/**
 * The pager's count without counting: a maintained total for unfiltered lists, the
 * page itself when it is the last one, a real count otherwise. Every path must agree with
 * `count(*)`.
 */
let context: TestContext;
let headers: { authorization: string };

interface Page {
  items: { subject: string }[];
  count: number;
}

async function addMails(subjects: string[]) {
  await context.database.db
    .insertInto('mails')
    .values(
      subjects.map((subject) => ({
        subject,
        sender: 'Portal <no-reply@example.org>',
        recipients: ['someone@example.org'],
        body_html: '<p>x</p>',
        body_text: 'x',
      })),
    )
    .execute();
}

async function mails(query: string): Promise<Page> {
  const response = await context.app.inject({ url: `/api/v2/mail/?${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
}

async function realCount(): Promise<number> {
  const result = await sql<{ n: number }>`SELECT count(*)::int AS n FROM mails`.execute(
    context.database.db,
  );
  return result.rows[0]?.n ?? -1;
}

beforeAll(async () => {
  context = await startTestApp();
  const admin = await createUser(context, {
    username: 'counts-admin',
    role: 'AD',
    isSuperuser: true,
  });
  headers = bearer((await login(context, admin.email)).access);
  await addMails(
    Array.from({ length: 25 }, (_, i) => (i % 5 === 0 ? `Reset ${i}` : `Welcome ${i}`)),
  );
});
afterAll(() => context.close());

describe('list counts', () => {
  it('reads the maintained total of an unfiltered list, and it follows inserts and deletes', async () => {
    expect((await mails('page=1')).count).toBe(await realCount());
    await addMails(['Late one', 'Late two']);
    await context.database.db.deleteFrom('mails').where('subject', '=', 'Welcome 1').execute();
    const total = await realCount();
    expect((await mails('page=1')).count).toBe(total);
    expect((await mails('page=2&page_size=10')).count).toBe(total);
  });

  it('counts a filtered list exactly, from the page when it is the last one', async () => {
    const search = `search=${encodeURIComponent('subject::reset')}`;
    expect(await mails(`${search}&page_size=2`)).toMatchObject({ count: 5 });
    expect(await mails(`${search}&page_size=10`)).toMatchObject({ count: 5 });
    expect(await mails(`${search}&page=3&page_size=2`)).toMatchObject({ count: 5 });
    expect(await mails(`${search}&page=9&page_size=2`)).toEqual({ items: [], count: 5 });
    expect(await mails(`search=${encodeURIComponent('subject::nothing')}`)).toEqual({
      items: [],
      count: 0,
    });
  });

  it('answers an empty page past the end of an unfiltered list with the whole count', async () => {
    expect(await mails('page=99')).toEqual({ items: [], count: await realCount() });
  });
});
