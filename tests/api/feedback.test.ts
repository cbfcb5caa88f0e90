import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { User } from '../../server/db/database';
import { seedIssuesDemo } from '../../server/db/seed/issuesDemo';
import { moveIssue } from '../../server/repositories/issues';
import { createIssue } from '../../server/services/issues';
import { changeIssueStatus } from '../../server/services/issuesStatusUpdate';
import type { AssignableUserList } from '../../core/generated/assignable-user-list';
import type { IssueDetail } from '../../core/generated/issue-detail';
import type { IssueList } from '../../core/generated/issue-list';
import type { IssueStats } from '../../core/generated/issue-stats';
import {
  PASSWORD,
  bearer,
  createUser,
  login,
  startTestApp,
  type TestContext,
} from './support/testApp';

interface Failure {
  message: string;
  data: Record<string, string[]>;
}

let context: TestContext;
const headers = new Map<number, { authorization: string }>();
let author: User; // a case manager: raises issues, not staff
let outsider: User; // another case manager
let admin: User; // superuser
let helper: User; // a staff user with role MG: staff, so an administrator
let lead: User; // role AD only

async function signIn(user: User): Promise<User> {
  headers.set(user.id, bearer((await login(context, user.email)).access));
  return user;
}

function call(user: User | null, method: 'GET' | 'POST', path: string, payload?: object) {
  return context.app.inject({
    method,
    url: `/api/v2/feedback/issues/${path}`,
    headers: user ? headers.get(user.id) : {},
    ...(payload ? { payload } : {}),
  });
}

const raise = (user: User, payload: object) => call(user, 'POST', 'create/', payload);
const update = (user: User, uuid: string, payload: object) =>
  call(user, 'POST', `${uuid}/status-update/`, payload);
const detail = async (uuid: string) => (await call(admin, 'GET', `${uuid}/`)).json<IssueDetail>();
const failure = (response: LightMyRequestResponse) => response.json<Failure>();

async function newIssue(user = author, title = 'Chart does not load'): Promise<IssueDetail> {
  const response = await raise(user, { title, text: 'Steps to reproduce.' });
  expect(response.statusCode).toBe(201);
  return response.json<IssueDetail>();
}

beforeAll(async () => {
  context = await startTestApp();
  author = await signIn(await createUser(context, { username: 'fb-author' }));
  outsider = await signIn(await createUser(context, { username: 'fb-outsider', role: 'QM' }));
  admin = await signIn(
    await createUser(context, { username: 'fb-admin', role: 'AD', isSuperuser: true }),
  );
  helper = await signIn(await createUser(context, { username: 'fb-helper', isStaff: true }));
  lead = await signIn(await createUser(context, { username: 'fb-lead', role: 'AD' }));
});
afterAll(() => context.close());

describe('feedback/issues/create/', () => {
  const title = (n: number) => 'T'.repeat(n);

  it.each([
    ['a 4-character title', { title: title(4) }],
    ['a 256-character title', { title: title(256) }],
    ['a 2048-character text', { title: 'Edge', text: 'x'.repeat(2048) }],
    ['a null text', { title: 'Edge', text: null }],
    // Lengths count characters, not UTF-16 units, in the schema, the trim check and the table.
    ['4 characters outside the BMP', { title: '😀'.repeat(4) }],
    ['256 characters outside the BMP', { title: '😀'.repeat(256) }],
  ])('accepts %s', async (_, payload) => {
    expect((await raise(author, payload)).statusCode).toBe(201);
  });

  const min = (n: number) => [`This field must be more than or equal to ${n}`];
  const max = (n: number) => [`This field must be less than or equal to ${n}`];
  const required = ['This field is required'];

  it.each([
    ['a 3-character title', { title: title(3) }, { title: min(4) }],
    ['a 257-character title', { title: title(257) }, { title: max(256) }],
    ['a whitespace-only title', { title: '      ' }, { title: required }],
    ['a title 3 characters long once trimmed', { title: '  abc  ' }, { title: min(4) }],
    ['no title', { text: 'only text' }, { title: required }],
    ['a 2049-character text', { title: 'Edge', text: 'x'.repeat(2049) }, { text: max(2048) }],
    [
      'an unknown field',
      { title: 'Edge', status: 'EVR' },
      { status: ['This field is not allowed'] },
    ],
  ])('refuses %s with a field error', async (_, payload, data) => {
    const response = await raise(author, payload);
    expect(response.statusCode).toBe(400);
    expect(failure(response).data).toEqual(data);
  });

  it('answers the new issue, trimmed, created, with its first timeline event', async () => {
    const response = await raise(author, { title: '  Sessions tile wrong  ', text: '  Why?  ' });
    expect(response.statusCode).toBe(201);
    const issue = response.json<IssueDetail>();
    expect(issue).toMatchObject({
      title: 'Sessions tile wrong',
      text: 'Why?',
      status: 'EVC',
      createdBy: author.email,
      assignedTo: null,
      assignedToUuid: null,
    });
    expect(issue.events).toEqual([
      { status: 'EVC', assignedTo: null, assignedBy: author.email, time: issue.createdAt },
    ]);
  });

  it('raises one issue when a create is retried with the same Idempotency-Key', async () => {
    const send = () =>
      context.app.inject({
        method: 'POST',
        url: '/api/v2/feedback/issues/create/',
        headers: { ...headers.get(author.id), 'idempotency-key': 'feedback-retry-1' },
        payload: { title: 'Raised once' },
      });
    const [first, replay] = [await send(), await send()];
    expect(replay.json()).toEqual(first.json());
    const rows = await context.database.db
      .selectFrom('issues')
      .select('id')
      .where('title', '=', 'Raised once')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('needs a signed-in caller', async () => {
    expect((await call(null, 'POST', 'create/', { title: 'Anonymous' })).statusCode).toBe(401);
  });
});

describe('feedback/issues/{uuid}/status-update/', () => {
  it('assigns, reassigns and lets the assignee resolve, each step on the timeline', async () => {
    const { uuid } = await newIssue();
    const assigned = await update(admin, uuid, { status: 'EVA', user_id: helper.uuid });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json<IssueDetail>()).toMatchObject({
      status: 'EVA',
      assignedTo: helper.email,
      assignedToUuid: helper.uuid,
    });
    expect((await update(helper, uuid, { status: 'EVN', user_id: lead.uuid })).statusCode).toBe(
      200,
    );
    const resolved = await update(lead, uuid, { status: 'EVR' });
    expect(resolved.statusCode).toBe(200);
    const issue = resolved.json<IssueDetail>();
    expect(issue).toMatchObject({ status: 'EVR', assignedTo: lead.email });
    expect(issue.events.map((e) => [e.status, e.assignedTo, e.assignedBy])).toEqual([
      ['EVC', null, author.email],
      ['EVA', helper.email, admin.email],
      ['EVN', lead.email, helper.email],
      ['EVR', lead.email, lead.email],
    ]);
    const times = issue.events.map((e) => Date.parse(e.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const audited = await context.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target_id', '=', uuid)
      .orderBy('id')
      .execute();
    expect(audited.map((a) => a.action)).toEqual([
      'issue.create',
      'issue.assign',
      'issue.reassign',
      'issue.resolve',
    ]);
  });

  it('refuses a staff user it is not assigned to (409) and a non-staff caller (403); nothing changes', async () => {
    const { uuid } = await newIssue();
    await update(admin, uuid, { status: 'EVA', user_id: lead.uuid });
    const before = await detail(uuid);

    const notAssignee = await update(helper, uuid, { status: 'EVR' });
    expect(notAssignee.statusCode).toBe(409);
    expect(failure(notAssignee).message).toBe(
      'Only the staff user this issue is assigned to can resolve it.',
    );
    for (const payload of [{ status: 'EVR' }, { status: 'EVN', user_id: helper.uuid }]) {
      const nonStaff = await update(author, uuid, payload);
      expect(nonStaff.statusCode).toBe(403);
    }
    expect(await detail(uuid)).toEqual(before);
  });

  it('keeps a resolved issue final', async () => {
    const { uuid } = await newIssue();
    await update(admin, uuid, { status: 'EVA', user_id: admin.uuid });
    expect((await update(admin, uuid, { status: 'EVR' })).statusCode).toBe(200);
    const before = await detail(uuid);
    for (const payload of [
      { status: 'EVR' },
      { status: 'EVN', user_id: helper.uuid },
      { status: 'EVA', user_id: helper.uuid },
    ]) {
      const response = await update(admin, uuid, payload);
      expect(response.statusCode).toBe(409);
      expect(failure(response).message).toBe(
        'This issue is resolved; a resolved issue cannot change.',
      );
    }
    expect(await detail(uuid)).toEqual(before);
  });

  it.each([
    ['resolve a created issue', [], { status: 'EVR' }, 'Only the staff user'],
    ['reassign a created issue', [], { status: 'EVN', user_id: 'lead' }, 'assign it first'],
    ['assign an assigned issue', ['admin'], { status: 'EVA', user_id: 'lead' }, 'reassign it'],
    [
      'reassign to the assignee',
      ['admin'],
      { status: 'EVN', user_id: 'admin' },
      'already assigned to that user',
    ],
  ] as const)('refuses to %s (409)', async (_, assignTo, payload, message) => {
    const users = { admin: () => admin, lead: () => lead };
    const { uuid } = await newIssue();
    for (const name of assignTo) {
      await update(admin, uuid, { status: 'EVA', user_id: users[name]().uuid });
    }
    const before = await detail(uuid);
    const body =
      'user_id' in payload ? { ...payload, user_id: users[payload.user_id]().uuid } : payload;
    const response = await update(admin, uuid, body);
    expect(response.statusCode).toBe(409);
    expect(failure(response).message).toContain(message);
    expect(await detail(uuid)).toEqual(before);
  });

  it('needs user_id, naming an active administrator, to assign or reassign (400 on user_id)', async () => {
    const { uuid } = await newIssue();
    const retired = await createUser(context, { username: 'fb-retired', role: 'AD' });
    await context.database.db
      .updateTable('users')
      .set({ is_active: false })
      .where('id', '=', retired.id)
      .execute();
    const cases: [object, string][] = [
      [{ status: 'EVA' }, 'This field is required'],
      [
        { status: 'EVA', user_id: outsider.uuid },
        'Issues can only be assigned to an administrator.',
      ],
      [
        { status: 'EVA', user_id: retired.uuid },
        'Issues can only be assigned to an administrator.',
      ],
      [
        { status: 'EVA', user_id: crypto.randomUUID() },
        'Issues can only be assigned to an administrator.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await update(admin, uuid, payload);
      expect(response.statusCode).toBe(400);
      expect(failure(response).data).toEqual({ user_id: [message] });
    }
    expect((await update(admin, uuid, { status: 'EVA', user_id: 'nope' })).statusCode).toBe(400);
    expect((await update(admin, uuid, { status: 'EVC' })).statusCode).toBe(400);
    expect((await detail(uuid)).status).toBe('EVC');
  });

  it('applies only one of two concurrent changes', async () => {
    const { uuid } = await newIssue();
    await update(admin, uuid, { status: 'EVA', user_id: lead.uuid });
    const answers = await Promise.all([
      update(lead, uuid, { status: 'EVR' }),
      update(lead, uuid, { status: 'EVR' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await detail(uuid)).events.map((e) => e.status)).toEqual(['EVC', 'EVA', 'EVR']);
  });

  it('never moves an issue that is no longer in the state it was read in', async () => {
    const { uuid } = await newIssue();
    const { id } = await context.database.db
      .selectFrom('issues')
      .select('id')
      .where('uuid', '=', uuid)
      .executeTakeFirstOrThrow();
    const db = context.database.db;
    const stale = { status: 'EVA' as const, assignedTo: lead.id };
    expect(await moveIssue(db, id, stale, { status: 'EVR', assignedTo: lead.id }, new Date())).toBe(
      false,
    );
    const fresh = { status: 'EVC' as const, assignedTo: null };
    expect(await moveIssue(db, id, fresh, { status: 'EVA', assignedTo: lead.id }, new Date())).toBe(
      true,
    );
  });
});

describe('who sees which issue', () => {
  let mine: IssueDetail;
  let theirs: IssueDetail;

  beforeAll(async () => {
    mine = await newIssue(author, 'Visible to its author');
    theirs = await newIssue(outsider, 'Raised by someone else');
  });

  it("answers 404 for another user's issue to a non-administrator, on every call", async () => {
    expect((await call(author, 'GET', theirs.uuid)).statusCode).toBe(404);
    expect((await call(author, 'GET', `${theirs.uuid}/`)).statusCode).toBe(404);
    expect((await update(author, theirs.uuid, { status: 'EVR' })).statusCode).toBe(404);
    expect((await call(author, 'GET', crypto.randomUUID())).statusCode).toBe(404);
  });

  it('shows the creator and administrators the issue, with or without the trailing slash', async () => {
    for (const [user, path] of [
      [author, mine.uuid],
      [admin, `${mine.uuid}/`],
      [helper, mine.uuid],
    ] as const) {
      const response = await call(user, 'GET', path);
      expect(response.statusCode).toBe(200);
      expect(response.json<IssueDetail>().title).toBe('Visible to its author');
    }
  });

  it('lists only their own issues to others, every issue to administrators', async () => {
    const uuids = async (user: User) =>
      (await call(user, 'GET', '?page_size=100')).json<IssueList>().items.map((i) => i.uuid);
    expect(await uuids(author)).toContain(mine.uuid);
    expect(await uuids(author)).not.toContain(theirs.uuid);
    expect(await uuids(outsider)).toEqual([theirs.uuid]);
    expect(await uuids(admin)).toEqual(expect.arrayContaining([mine.uuid, theirs.uuid]));
  });
});

describe('feedback/issues/ list', () => {
  const list = async (user: User, query: string) => {
    const response = await call(user, 'GET', `?page_size=100&${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<IssueList>();
  };

  it('filters the tabs: all, unresolved, resolved', async () => {
    const all = await list(admin, '');
    const unresolved = await list(admin, 'filter=status::unresolved');
    const resolved = await list(admin, 'filter=status::resolved');
    expect(resolved.count).toBeGreaterThan(0);
    expect(unresolved.count).toBeGreaterThan(0);
    expect(unresolved.count + resolved.count).toBe(all.count);
    expect(resolved.items.every((i) => i.status === 'EVR')).toBe(true);
    expect(unresolved.items.every((i) => i.status !== 'EVR')).toBe(true);
    const bad = await call(admin, 'GET', '?filter=status::EVR');
    expect(bad.statusCode).toBe(400);
    expect(failure(bad).message).toBe("Filter 'status' takes one of: unresolved, resolved.");
  });

  it('searches by created-by and assigned-to e-mails and sorts by creation', async () => {
    const byOutsider = await list(admin, 'search=createdBy::fb-outsider');
    expect(byOutsider.count).toBeGreaterThan(0);
    expect(byOutsider.items.every((i) => i.createdBy === outsider.email)).toBe(true);
    const toLead = await list(admin, 'search=assignedTo::fb-lead');
    expect(toLead.items.length).toBeGreaterThan(0);
    expect(toLead.items.every((i) => i.assignedTo === lead.email)).toBe(true);
    const either = await list(admin, 'search=createdBy::fb-outsider|assignedTo::fb-outsider');
    expect(either.count).toBe(byOutsider.count);
    const oldestFirst = (await list(admin, 'sort=createdAt::asc')).items.map((i) => i.createdAt);
    expect(oldestFirst).toEqual([...oldestFirst].sort());
    expect((await call(admin, 'GET', '?sort=title::asc')).statusCode).toBe(400);
  });

  it('needs a signed-in caller', async () => {
    expect((await call(null, 'GET', '')).statusCode).toBe(401);
  });
});

describe('feedback/issues/assignable-users/', () => {
  it('lists the active administrators to staff only', async () => {
    const response = await call(helper, 'GET', 'assignable-users/');
    expect(response.statusCode).toBe(200);
    const emails = response.json<AssignableUserList>().items.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining([admin.email, helper.email, lead.email]));
    expect(emails).not.toContain(author.email);
    expect(emails).not.toContain('fb-retired@example.org');
    const searched = await call(admin, 'GET', 'assignable-users/?search=email::fb-lead');
    expect(searched.json<AssignableUserList>().items).toEqual([
      { uuid: lead.uuid, email: lead.email, firstName: 'Test', lastName: 'User' },
    ]);
    expect((await call(author, 'GET', 'assignable-users/')).statusCode).toBe(403);
  });
});

/** `YYYY-MM` of a moment on the portal's calendar (the test app runs in Africa/Johannesburg). */
function monthOf(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: context.app.config.timeZone,
    year: 'numeric',
    month: '2-digit',
  })
    .format(date)
    .slice(0, 7);
}

/** Mid-month, `back` calendar months ago: in that month whatever the time zone. */
function monthsAgo(back: number): Date {
  const [year, month] = monthOf(new Date()).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 - back, 15, 12));
}

describe('feedback/issues/stats/', () => {
  const stats = async () => {
    const response = await call(admin, 'GET', 'stats/');
    expect(response.statusCode).toBe(200);
    return response.json<IssueStats>();
  };
  const minus = (after: IssueStats, before: IssueStats) => ({
    created: after.created - before.created,
    assigned: after.assigned - before.assigned,
    resolved: after.resolved - before.resolved,
    createdPerMonth: after.createdPerMonth.map((m, i) => ({
      month: m.month,
      total: m.total - (before.createdPerMonth[i]?.total ?? 0),
    })),
    resolvedPerMonth: after.resolvedPerMonth.map((m, i) => ({
      month: m.month,
      total: m.total - (before.resolvedPerMonth[i]?.total ?? 0),
    })),
  });

  it('counts totals and the last 6 months, zero months included, for administrators only', async () => {
    const before = await stats();
    const db = context.database.db;
    // This month, through the API: three raised, one left assigned, one resolved.
    const recent = [await newIssue(), await newIssue(), await newIssue()];
    await update(admin, recent[0]!.uuid, { status: 'EVA', user_id: admin.uuid });
    await update(admin, recent[1]!.uuid, { status: 'EVA', user_id: admin.uuid });
    await update(admin, recent[1]!.uuid, { status: 'EVR' });
    // Two months ago (one resolved since), and seven months ago, outside the window.
    const past = await createIssue(db, author, { title: 'Older issue' }, monthsAgo(2));
    await createIssue(db, author, { title: 'Older issue 2' }, monthsAgo(2));
    await changeIssueStatus(db, admin, past.uuid, { status: 'EVA', user_id: admin.uuid });
    await changeIssueStatus(db, admin, past.uuid, { status: 'EVR' });
    await createIssue(db, author, { title: 'Outside the window' }, monthsAgo(7));

    const after = await stats();
    const months = [5, 4, 3, 2, 1, 0].map((back) => monthOf(monthsAgo(back)));
    const totals = (counts: number[]) => months.map((month, i) => ({ month, total: counts[i] }));
    expect(minus(after, before)).toEqual({
      created: 6,
      assigned: 1,
      resolved: 2,
      createdPerMonth: totals([0, 0, 0, 2, 0, 3]),
      resolvedPerMonth: totals([0, 0, 0, 1, 0, 1]),
    });
    // Only this suite writes to past months: the months without issues are there, as zeros.
    expect(after.createdPerMonth.slice(0, 5).map((m) => m.total)).toEqual([0, 0, 0, 2, 0]);
    expect((await call(author, 'GET', 'stats/')).statusCode).toBe(403);
    expect((await call(null, 'GET', 'stats/')).statusCode).toBe(401);
  });
});

describe('the issues demo', () => {
  it('raises issues in every state over the months the stats show, through the services', async () => {
    const db = context.database.db;
    await createUser(context, { username: 'admin', role: 'AD' });
    const authors = [
      await createUser(context, { username: 'manager' }),
      await createUser(context, { username: 'supporter', role: 'QM' }),
    ];
    await seedIssuesDemo(db, PASSWORD);
    const rows = await db
      .selectFrom('issues')
      .select(['status', 'created_at'])
      .where(
        'created_by',
        'in',
        authors.map((a) => a.id),
      )
      .execute();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['EVC', 'EVA', 'EVN', 'EVR']));
    const months = new Set(rows.map((r) => monthOf(r.created_at)));
    const window = [5, 4, 3, 2, 1, 0].map((back) => monthOf(monthsAgo(back)));
    expect(window.filter((month) => months.has(month)).length).toBeGreaterThanOrEqual(5);
    expect(rows.every((r) => r.created_at.getTime() <= Date.now())).toBe(true);
  });
});
