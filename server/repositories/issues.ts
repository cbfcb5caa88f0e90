import { sql } from 'kysely';
import { issueAssignees, issues } from '../../resources/issues';
import type { Executor } from '../db/executor';
import type { IssueStatusCode } from '../db/database';
import { defineListSource } from '../lib/listQuery';
import { isAdministrator } from './users';

/** An issue with the e-mails and uuids the API shows instead of user ids. */
export function issueRows(db: Executor) {
  return db
    .selectFrom('issues as i')
    .innerJoin('users as creator', 'creator.id', 'i.created_by')
    .leftJoin('users as assignee', 'assignee.id', 'i.assigned_to')
    .select([
      'i.id',
      'i.uuid',
      'i.title',
      'i.text',
      'i.status',
      'i.created_at',
      'i.created_by',
      'i.assigned_to',
      'creator.email as created_by_email',
      'assignee.email as assigned_to_email',
      'assignee.uuid as assigned_to_uuid',
    ]);
}

export type IssueRow = Awaited<ReturnType<ReturnType<typeof issueRows>['executeTakeFirstOrThrow']>>;

/** The issues one user raised. */
export function issueRowsRaisedBy(db: Executor, userId: number) {
  return issueRows(db).where('i.created_by', '=', userId);
}

const RESOLVED: IssueStatusCode = 'EVR';

/** The issues list's declared fields as SQL (resources/issues.ts). */
export const issueListSource = defineListSource({
  definition: issues,
  sort: { createdAt: sql.ref('i.created_at') },
  search: {
    title: sql.ref('i.title'),
    text: sql.ref('i.text'),
    createdBy: sql.ref('creator.email'),
    assignedTo: sql.ref('assignee.email'),
  },
  filter: {
    // The tabs of spec section 4: resolved is EVR, unresolved every other status.
    status: (value) =>
      value === 'resolved'
        ? sql`i.status = ${sql.lit(RESOLVED)}`
        : sql`i.status <> ${sql.lit(RESOLVED)}`,
  },
  tieBreaker: sql.ref('i.id'),
});

export function findIssueRow(db: Executor, uuid: string): Promise<IssueRow | undefined> {
  return issueRows(db).where('i.uuid', '=', uuid).executeTakeFirst();
}

/** Oldest first; the id breaks ties between events of the same instant. */
export function issueEventRows(db: Executor, issueId: number) {
  return db
    .selectFrom('issue_events as e')
    .leftJoin('users as assignee', 'assignee.id', 'e.assigned_to')
    .leftJoin('users as actor', 'actor.id', 'e.assigned_by')
    .select([
      'e.status',
      'e.time',
      'assignee.email as assigned_to_email',
      'actor.email as assigned_by_email',
    ])
    .where('e.issue_id', '=', issueId)
    .orderBy('e.time')
    .orderBy('e.id')
    .execute();
}

export type IssueEventRow = Awaited<ReturnType<typeof issueEventRows>>[number];

/** An issue's comments, oldest first; the id breaks ties between comments of one instant. */
export function issueCommentRows(db: Executor, issueId: number) {
  return db
    .selectFrom('issue_comments as c')
    .innerJoin('users as author', 'author.id', 'c.author_id')
    .select(['c.text', 'c.created_at', 'author.email as author_email'])
    .where('c.issue_id', '=', issueId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
}

export type IssueCommentRow = Awaited<ReturnType<typeof issueCommentRows>>[number];

export async function insertIssueComment(
  db: Executor,
  comment: { issueId: number; authorId: number; text: string; at: Date },
): Promise<number> {
  const row = await db
    .insertInto('issue_comments')
    .values({
      issue_id: comment.issueId,
      author_id: comment.authorId,
      text: comment.text,
      created_at: comment.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export interface NewIssue {
  title: string;
  text: string;
  createdBy: number;
  at: Date;
}

export function insertIssue(db: Executor, issue: NewIssue): Promise<{ id: number; uuid: string }> {
  return db
    .insertInto('issues')
    .values({
      title: issue.title,
      text: issue.text,
      created_by: issue.createdBy,
      created_at: issue.at,
      updated_at: issue.at,
    })
    .returning(['id', 'uuid'])
    .executeTakeFirstOrThrow();
}

export interface IssueState {
  status: IssueStatusCode;
  assignedTo: number | null;
}

/**
 * Moves an issue from `from` to `to` only if it is still in `from`: false when another change
 * got there first, so two concurrent updates can never both apply.
 */
export async function moveIssue(
  db: Executor,
  issueId: number,
  from: IssueState,
  to: IssueState,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('issues')
    .set({ status: to.status, assigned_to: to.assignedTo, updated_at: at })
    .where('id', '=', issueId)
    .where('status', '=', from.status)
    .where(sql<boolean>`assigned_to IS NOT DISTINCT FROM ${from.assignedTo}`)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export interface NewIssueEvent {
  issueId: number;
  status: IssueStatusCode;
  assignedTo: number | null;
  assignedBy: number;
  time: Date;
}

export async function insertIssueEvent(db: Executor, event: NewIssueEvent): Promise<void> {
  await db
    .insertInto('issue_events')
    .values({
      issue_id: event.issueId,
      status: event.status,
      assigned_to: event.assignedTo,
      assigned_by: event.assignedBy,
      time: event.time,
    })
    .execute();
}

/** The assignable users list's declared fields as SQL (resources/issues.ts). */
export const assignableUserListSource = defineListSource({
  definition: issueAssignees,
  sort: { email: sql.ref('u.email') },
  search: {
    email: sql.ref('u.email'),
    name: sql<string>`concat_ws(' ', u.first_name, u.last_name)`,
  },
  filter: {},
  tieBreaker: sql.ref('u.id'),
});

/** Who can be assigned issues: active portal users who are administrators (spec section 6). */
export function assignableUserRows(db: Executor) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.uuid', 'u.email', 'u.first_name', 'u.last_name'])
    .where('u.is_active', '=', true)
    .where('u.is_client', '=', false)
    .where(isAdministrator('u'));
}
