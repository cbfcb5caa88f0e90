import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../server/db/database';
import type { IssueDetail } from '../../core/generated/issue-detail';
import type { IssueList } from '../../core/generated/issue-list';
import { bearer, createUser, login, startTestApp, type TestContext } from './support/testApp';

let context: TestContext;
const headers = new Map<number, { authorization: string }>();
let author: User; // a case manager who raises the issue
let outsider: User; // another case manager
let admin: User;
let issue: IssueDetail;

async function signIn(user: User): Promise<User> {
  headers.set(user.id, bearer((await login(context, user.email)).access));
  return user;
}

function call(user: User, method: 'GET' | 'POST', path: string, payload?: object) {
  return context.app.inject({
    method,
    url: `/api/v2/feedback/issues/${path}`,
    headers: headers.get(user.id),
    ...(payload ? { payload } : {}),
  });
}

const comment = (user: User, text: string, uuid = issue.uuid) =>
  call(user, 'POST', `${uuid}/comments/`, { text });
const comments = async () =>
  context.database.db
    .selectFrom('audit_log')
    .select(['actor_user_id', 'target_id'])
    .where('action', '=', 'issue.comment')
    .execute();

beforeAll(async () => {
  context = await startTestApp();
  author = await signIn(await createUser(context, { username: 'ic-author' }));
  outsider = await signIn(await createUser(context, { username: 'ic-outsider' }));
  admin = await signIn(
    await createUser(context, { username: 'ic-admin', role: 'AD', isSuperuser: true }),
  );
  const raised = await call(author, 'POST', 'create/', {
    title: 'Export button missing',
    text: 'The quarterly report needs a spreadsheet.',
  });
  issue = raised.json<IssueDetail>();
});
afterAll(() => context.close());

describe('feedback/issues/{uuid}/comments/', () => {
  it('lets the creator and staff comment; the issue shows the comments in order', async () => {
    const first = await comment(author, '  It happens every Monday.  ');
    expect(first.statusCode).toBe(201);
    expect(first.json<IssueDetail>().comments).toEqual([
      {
        author: author.email,
        text: 'It happens every Monday.',
        time: expect.any(String) as string,
      },
    ]);
    expect((await comment(admin, 'Looking into it.')).statusCode).toBe(201);
    expect((await comment(author, 'Thank you.')).statusCode).toBe(201);
    const shown = (await call(author, 'GET', `${issue.uuid}/`)).json<IssueDetail>();
    expect(shown.comments.map((c) => [c.author, c.text])).toEqual([
      [author.email, 'It happens every Monday.'],
      [admin.email, 'Looking into it.'],
      [author.email, 'Thank you.'],
    ]);
    const times = shown.comments.map((c) => c.time);
    expect(times).toEqual([...times].sort());
    expect((await comments()).map((row) => [row.actor_user_id, row.target_id])).toEqual([
      [author.id, issue.uuid],
      [admin.id, issue.uuid],
      [author.id, issue.uuid],
    ]);
  });

  it('answers 404 to anyone else, like the issue itself, and writes nothing', async () => {
    const before = await comments();
    const response = await comment(outsider, 'Me too');
    expect(response.statusCode).toBe(404);
    expect(response.json<{ message: string }>().message).toBe('No such issue.');
    expect((await call(outsider, 'GET', `${issue.uuid}/`)).statusCode).toBe(404);
    const unknown = await comment(admin, 'Hello', '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(await comments()).toEqual(before);
  });

  it('refuses a blank or missing text with a field error', async () => {
    const blank = await comment(author, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json<{ data: unknown }>().data).toEqual({ text: ['This field is required'] });
    const missing = await call(author, 'POST', `${issue.uuid}/comments/`, {});
    expect(missing.statusCode).toBe(400);
    const anonymous = await context.app.inject({
      method: 'POST',
      url: `/api/v2/feedback/issues/${issue.uuid}/comments/`,
      payload: { text: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('feedback/issues/ search', () => {
  const search = async (user: User, text: string) => {
    const fields = ['title', 'text', 'createdBy', 'assignedTo'];
    const query = fields.map((field) => `${field}::${text}`).join('|');
    const response = await call(user, 'GET', `?search=${encodeURIComponent(query)}`);
    expect(response.statusCode).toBe(200);
    return response.json<IssueList>().items.map((item) => item.title);
  };

  it('finds issues by their title and by their text', async () => {
    await call(outsider, 'POST', 'create/', { title: 'Login is slow', text: 'About a minute.' });
    expect(await search(admin, 'export button')).toEqual(['Export button missing']);
    expect(await search(admin, 'QUARTERLY')).toEqual(['Export button missing']);
    expect(await search(admin, 'a minute')).toEqual(['Login is slow']);
    // The search stays within what the caller sees.
    expect(await search(outsider, 'quarterly')).toEqual([]);
  });
});
