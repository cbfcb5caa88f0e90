import {
  decideIssueTransition,
  ISSUE_EVENT_BY_STATUS,
  type IssueEvent,
  type IssueRefusal,
} from '../../machines/issueLifecycle';
import type { IssueDetail } from '../../core/generated/issue-detail';
import type { IssueStatusUpdate } from '../../core/generated/issue-status-update';
import type { Executor } from '../db/executor';
import type { User } from '../db/database';
import type { CallerUser } from '../repositories/users';
import { ApiError, fieldError } from '../lib/apiError';
import { translate } from '../lib/translate';
import { appendAudit } from '../repositories/auditLog';
import { insertIssueEvent, moveIssue, type IssueRow } from '../repositories/issues';
import { findUserByUuid } from '../repositories/users';
import { findVisibleIssue, isIssueStaff, issueDetail } from './issues';
import { notifyIssueAssigned } from './notificationEvents';

export const ISSUE_CHANGED_MEANWHILE = (): string =>
  translate('portal.api.issues.changed_meanwhile');

/** Only an active portal administrator can be an assignee (spec section 6). */
function canBeAssigned(user: User | undefined): user is User {
  return user !== undefined && user.is_active && !user.is_client && isIssueStaff(user);
}

// The 409 wording: what the machine's refusal means from where the issue stands.
function notAllowed(issue: IssueRow, event: IssueEvent): string {
  if (issue.status === 'EVR') {
    return translate('portal.api.issues.resolved');
  }
  switch (event.type) {
    case 'issue.assign':
      return translate('portal.api.issues.already_assigned');
    case 'issue.reassign':
      return issue.status === 'EVC'
        ? translate('portal.api.issues.not_assigned')
        : translate('portal.api.issues.same_assignee');
    case 'issue.resolve':
      return translate('portal.api.issues.assignee_only');
  }
}

function refusal(reason: IssueRefusal, issue: IssueRow, event: IssueEvent, userId?: string) {
  switch (reason) {
    case 'not-staff':
      return ApiError.forbidden(translate('portal.api.issues.staff_only'));
    case 'not-assignable':
      return userId === undefined
        ? fieldError('user_id', translate('portal.validation.required'))
        : fieldError('user_id', translate('portal.api.issues.administrators_only'));
    case 'not-allowed':
      return ApiError.conflict(notAllowed(issue, event));
  }
}

/**
 * Assigns (EVA), reassigns (EVN) or resolves (EVR) an issue as the lifecycle machine allows,
 * appending a timeline event. The update applies only if the issue is still as it was read, so
 * of two concurrent changes one wins and the other is a 409.
 */
export async function changeIssueStatus(
  db: Executor,
  actor: CallerUser,
  uuid: string,
  update: IssueStatusUpdate,
  at: Date = new Date(),
): Promise<IssueDetail> {
  const issue = await findVisibleIssue(db, actor, uuid);
  const type = ISSUE_EVENT_BY_STATUS[update.status];
  const assignee =
    update.user_id === undefined ? undefined : await findUserByUuid(db, update.user_id);
  const event: IssueEvent =
    type === 'issue.resolve'
      ? { type }
      : {
          type,
          // The stored spelling, so the same user sent in capitals is still the same assignee.
          assigneeId: assignee?.uuid ?? update.user_id ?? '',
          assigneeIsAdministrator: canBeAssigned(assignee),
        };
  const decision = decideIssueTransition({
    status: issue.status,
    assigneeId: issue.assigned_to_uuid,
    actor: { id: actor.uuid, isStaff: isIssueStaff(actor) },
    event,
  });
  if ('refused' in decision) {
    throw refusal(decision.refused, issue, event, update.user_id);
  }
  const to = {
    status: decision.status,
    // The machine speaks uuids; the table holds ids: the new assignee's, or the current one's.
    assignedTo: decision.assigneeId === assignee?.uuid ? assignee.id : issue.assigned_to,
  };
  await db.transaction().execute(async (trx) => {
    const from = { status: issue.status, assignedTo: issue.assigned_to };
    if (!(await moveIssue(trx, issue.id, from, to, at))) {
      throw ApiError.conflict(ISSUE_CHANGED_MEANWHILE());
    }
    await insertIssueEvent(trx, { issueId: issue.id, ...to, assignedBy: actor.id, time: at });
    await appendAudit(trx, {
      actorUserId: actor.id,
      action: type,
      targetType: 'issue',
      targetId: issue.uuid,
      details: { from: issue.status, to: to.status, assignee: decision.assigneeId },
    });
    if (type !== 'issue.resolve' && to.assignedTo !== null) {
      await notifyIssueAssigned(trx, {
        issueId: issue.id,
        assigneeUserId: to.assignedTo,
        actorUserId: actor.id,
        at,
      });
    }
  });
  return issueDetail(db, await findVisibleIssue(db, actor, uuid));
}
