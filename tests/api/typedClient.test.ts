import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typedClient } from './support/client';
import { signedInAdmin, startTestApp, type TestContext } from './support/testApp';

let context: TestContext;
let client: ReturnType<typeof typedClient>;

beforeAll(async () => {
  context = await startTestApp();
  client = typedClient(context.app, (await signedInAdmin(context)).headers);
});
afterAll(() => context.close());

describe('a client generated from the OpenAPI document', () => {
  it('lists with the fields the list declares, its answer typed as the JSON page', async () => {
    const { data, response } = await client.GET('/api/v2/users/', {
      params: {
        query: {
          sort: 'dateJoined::desc',
          filter: [
            { field: 'isAdmin', value: 'true' },
            { field: 'isActive', value: 'true' },
          ],
          search: [
            { field: 'username', value: 'admin' },
            { field: 'email', value: '@' },
          ],
        },
      },
    });
    expect(response.status).toBe(200);
    // `data` is the UserList of the document, not `UserList | string`.
    expect(data?.count).toBe(1);
    expect(data?.items.map((user) => user.isAdmin)).toEqual([true]);
  });

  it('rejects an undeclared sort, filter or search field at type-check time; the server too', async () => {
    const sort = await client.GET('/api/v2/users/', {
      // @ts-expect-error -- email is not a field users/ sorts by
      params: { query: { sort: 'email::asc' } },
    });
    const filter = await client.GET('/api/v2/users/', {
      // @ts-expect-error -- role is not a field users/ filters by
      params: { query: { filter: [{ field: 'role', value: 'AD' }] } },
    });
    const search = await client.GET('/api/v2/users/', {
      // @ts-expect-error -- first_name is not a field users/ searches
      params: { query: { search: [{ field: 'first_name', value: 'x' }] } },
    });
    expect([sort, filter, search].map(({ response }) => response.status)).toEqual([400, 400, 400]);
    // A 400 is typed as the document's list error: the message and the parameter that failed.
    const messages: (string[] | undefined)[] = [
      sort.error?.data.sort,
      filter.error?.data.filter,
      search.error?.data.search,
    ];
    expect(messages.map((texts) => texts?.length)).toEqual([1, 1, 1]);
    const message: string | undefined = sort.error?.message;
    expect(message).toContain("'email'");
  });

  it('checks every pair of a filter or search, not only the first', async () => {
    const filter = await client.GET('/api/v2/users/', {
      params: {
        query: {
          filter: [
            { field: 'isActive', value: 'true' },
            // @ts-expect-error -- isActive is declared, role is not: the second pair fails
            { field: 'role', value: 'AD' },
          ],
        },
      },
    });
    const search = await client.GET('/api/v2/users/', {
      params: {
        query: {
          search: [
            { field: 'email', value: 'a' },
            { field: 'username', value: 'b' },
            // @ts-expect-error -- email and username are declared, first_name is not
            { field: 'first_name', value: 'c' },
          ],
        },
      },
    });
    // A written-out string is refused too: its fields stand where no type reaches.
    const written = await client.GET('/api/v2/users/', {
      // @ts-expect-error -- a plain string, not pairs of the declared fields
      params: { query: { filter: 'isActive::true|role::AD' } },
    });
    expect([filter, search, written].map(({ response }) => response.status)).toEqual([
      400, 400, 400,
    ]);
    expect(filter.error?.data.filter?.[0]).toContain("'role'");
    expect(search.error?.data.search?.[0]).toContain("'first_name'");
  });

  it('gives a 400 of a form as the typed {message, data} envelope', async () => {
    const { error, response } = await client.POST('/api/v2/admin/access-codes/', {
      body: { code: 'AB' },
    });
    expect(response.status).toBe(400);
    const fields: Record<string, string[]> | undefined = error?.data;
    expect(Object.keys(fields ?? {})).toContain('code');
    expect(error?.message).toBeTruthy();
  });
});
