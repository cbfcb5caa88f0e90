import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

let context: TestContext;
let adminHeaders: { authorization: string };
let managerHeaders: { authorization: string };

beforeAll(async () => {
  context = await startTestApp();
  const admin = await createUser(context, {
    username: 'list-admin',
    role: 'AD',
    isSuperuser: true,
  });
  const manager = await createUser(context, { username: 'list-manager' });
  for (const name of ['zanele', 'zola', 'bongani']) {
    await createUser(context, { username: name });
  }
  adminHeaders = bearer((await login(context, admin.email)).access);
  managerHeaders = bearer((await login(context, manager.email)).access);
});
afterAll(() => context.close());

interface UserList {
  items: { username: string; email: string; isAdmin: boolean }[];
  count: number;
}

function list(query: string, headers = adminHeaders) {
  return context.app.inject({ url: `/api/v2/users/?${query}`, headers });
}

describe('the list engine on users/', () => {
  it('pages and counts', async () => {
    const response = await list('page=1&page_size=2&sort=dateJoined::asc');
    expect(response.statusCode).toBe(200);
    const page = response.json<UserList>();
    expect(page.count).toBe(5);
    expect(page.items.map((u) => u.username)).toEqual(['list-admin', 'list-manager']);
    const last = (await list('page=3&page_size=2&sort=dateJoined::asc')).json<UserList>();
    expect(last.items.map((u) => u.username)).toEqual(['bongani']);
  });

  it('searches one text over several fields', async () => {
    const page = (
      await list(`search=${encodeURIComponent('username::zol|email::zol')}`)
    ).json<UserList>();
    expect(page.items.map((u) => u.username)).toEqual(['zola']);
  });

  it('filters with the declared checkbox', async () => {
    const admins = (await list('filter=isAdmin::true')).json<UserList>();
    expect(admins.items.map((u) => u.username)).toEqual(['list-admin']);
    const others = (await list('filter=isAdmin::false')).json<UserList>();
    expect(others.count).toBe(4);
  });

  it.each([
    ['sort=password_hash::asc', 'password_hash'],
    ['filter=role::AD', 'role'],
    ['search=first_name::x', 'first_name'],
    ['sort=email::asc', 'email'],
  ])('rejects the undeclared field in %s with a 400 naming it', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain(`'${field}'`);
  });

  it.each([
    ['sort=dateJoined::sideways', 'sort'],
    ['sort=dateJoined', 'sort'],
    ['sort=dateJoined::asc|username::asc', 'sort'],
    ['filter=isAdmin', 'filter'],
    ['filter=isAdmin::maybe', 'filter'],
    ['search=username', 'search'],
    ['page=0', 'page'],
    ['page_size=1000', 'page_size'],
  ])('rejects the malformed %s with a 400 under data.%s', async (query, parameter) => {
    const response = await list(query);
    expect(response.statusCode).toBe(400);
    const { data } = response.json<{ data: Record<string, string[]> }>();
    expect(Object.keys(data)).toEqual([parameter]);
    expect(data[parameter]?.[0]).toBeTruthy();
  });

  it('words a grammar error in the reader language, under the parameter it concerns', async () => {
    const english = await list('sort=dateJoined::up');
    const zulu = await context.app.inject({
      url: '/api/v2/users/?sort=dateJoined::up',
      headers: { ...adminHeaders, 'accept-language': 'zu' },
    });
    const sort = (response: typeof english) =>
      response.json<{ data: { sort: string[] } }>().data.sort[0];
    expect(sort(english)).toContain("'up'");
    expect(sort(zulu)).toContain("'up'");
    expect(sort(zulu)).not.toBe(sort(english));
  });

  it("treats '; drop table users; -- as plain text everywhere", async () => {
    const hostile = "'; drop table users; --";
    const search = await list(
      `search=${encodeURIComponent(`username::${hostile}|email::${hostile}`)}`,
    );
    expect(search.statusCode).toBe(200);
    expect(search.json<UserList>().count).toBe(0);
    expect((await list(`filter=${encodeURIComponent(`isAdmin::${hostile}`)}`)).statusCode).toBe(
      400,
    );
    expect((await list(`sort=${encodeURIComponent(`dateJoined::${hostile}`)}`)).statusCode).toBe(
      400,
    );
    expect((await list(`sort=${encodeURIComponent(`${hostile}::asc`)}`)).statusCode).toBe(400);
    expect((await list('')).json<UserList>().count).toBe(5);
  });

  it('matches % and _ literally', async () => {
    const page = (await list(`search=${encodeURIComponent('username::%')}`)).json<UserList>();
    expect(page.count).toBe(0);
  });

  it('refuses a period filter outside the calendar with a 400, not a 500', async () => {
    for (const date of ['0000-01-01', '2026-02-30x']) {
      const response = context.app.inject({
        url: `/api/v2/case-managers/?filter=lastLogin::${date}`,
        headers: adminHeaders,
      });
      expect((await response).statusCode, date).toBe(400);
    }
  });

  it('answers 403 to a case manager', async () => {
    expect((await list('', managerHeaders)).statusCode).toBe(403);
  });
});
