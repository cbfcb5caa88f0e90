import { isAdministrator } from '../../core/roles';
import type { IssueCreate } from '../../core/generated/issue-create';
import type { IssueDetail } from '../../core/generated/issue-detail';
import type { Executor } from '../db/executor';
import type { CallerUser } from '../repositories/users';
import { ApiError, fieldError } from '../lib/apiError';
import { translate } from '../lib/translate';
import { toIssueDetail } from '../presenters/issue';
import { appendAudit } from '../repositories/auditLog';
import {
  findIssueRow,
  insertIssue,
  insertIssueEvent,
  issueCommentRows,
  issueEventRows,
  issueRows,
  issueRowsRaisedBy,
  type IssueRow,
} from '../repositories/issues';
import { schemaOf } from '../schemas/registry';
import { roleFlagsOf } from '../lib/roleFlags';

/** Spec sections 5 and 9: the title's least length, declared by its schema. */
const ISSUE_TITLE_MIN = schemaOf('issue-title.json').minLength as number;

/** Spec section 6: administrators (which include every staff user) handle every issue. */
export function isIssueStaff(user: CallerUser): boolean {
  return isAdministrator(roleFlagsOf(user));
}

/** Administrators see every issue; anyone else only the issues they raised. */
export function issuesVisibleTo(db: Executor, user: CallerUser) {
  return isIssueStaff(user) ? issueRows(db) : issueRowsRaisedBy(db, user.id);
}

/** 404 for an issue the user may not see, so uuids cannot be probed (design.md). */
export async function findVisibleIssue(
  db: Executor,
  user: CallerUser,
  uuid: string,
): Promise<IssueRow> {
  const row = await findIssueRow(db, uuid);
  if (!row || (!isIssueStaff(user) && row.created_by !== user.id)) {
    throw ApiError.notFound(translate('portal.api.issues.not_found'));
  }
  return row;
}

export async function issueDetail(db: Executor, row: IssueRow): Promise<IssueDetail> {
  const [events, comments] = await Promise.all([
    issueEventRows(db, row.id),
    issueCommentRows(db, row.id),
  ]);
  return toIssueDetail(row, events, comments);
}

// The schema bounds the title as sent; trimmed, it must still be long enough. Lengths count code
// points, like Ajv's maxLength and PostgreSQL's length().
export function checkedTitle(title: string): string {
  const trimmed = title.trim();
  const length = [...trimmed].length;
  if (length === 0) {
    throw fieldError('title', translate('portal.validation.required'));
  }
  if (length < ISSUE_TITLE_MIN) {
    throw fieldError('title', translate('portal.validation.min', { n: ISSUE_TITLE_MIN }));
  }
  return trimmed;
}

/**
 * Raises an issue: status EVC and its first timeline event, by `author`. `at` lets the demo
 * spread issues over past months; the API always uses now.
 */
export async function createIssue(
  db: Executor,
  author: CallerUser,
  input: IssueCreate,
  at: Date = new Date(),
): Promise<IssueDetail> {
  const title = checkedTitle(input.title);
  const text = input.text?.trim() ?? '';
  const uuid = await db.transaction().execute(async (trx) => {
    const { id, uuid } = await insertIssue(trx, { title, text, createdBy: author.id, at });
    await insertIssueEvent(trx, {
      issueId: id,
      status: 'EVC',
      assignedTo: null,
      assignedBy: author.id,
      time: at,
    });
    await appendAudit(trx, {
      actorUserId: author.id,
      action: 'issue.create',
      targetType: 'issue',
      targetId: uuid,
    });
    return uuid;
  });
  return issueDetail(db, await findVisibleIssue(db, author, uuid));
}
