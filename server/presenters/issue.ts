import type { AssignableUser } from '../../core/generated/assignable-user';
import type { Issue } from '../../core/generated/issue';
import type { IssueDetail } from '../../core/generated/issue-detail';
import type { IssueEvent } from '../../core/generated/issue-event';
import type { IssueComment } from '../../core/generated/issue-comment';
import type { IssueCommentRow, IssueEventRow, IssueRow } from '../repositories/issues';

export function toIssue(row: IssueRow): Issue {
  return {
    uuid: row.uuid,
    title: row.title,
    text: row.text,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by_email,
    assignedTo: row.assigned_to_email,
    assignedToUuid: row.assigned_to_uuid,
  };
}

export function toIssueEvent(row: IssueEventRow): IssueEvent {
  return {
    status: row.status,
    assignedTo: row.assigned_to_email,
    assignedBy: row.assigned_by_email,
    time: row.time.toISOString(),
  };
}

export function toIssueComment(row: IssueCommentRow): IssueComment {
  return { author: row.author_email, text: row.text, time: row.created_at.toISOString() };
}

export function toIssueDetail(
  row: IssueRow,
  events: IssueEventRow[],
  comments: IssueCommentRow[],
): IssueDetail {
  return {
    ...toIssue(row),
    events: events.map(toIssueEvent),
    comments: comments.map(toIssueComment),
  };
}

export function toAssignableUser(row: {
  uuid: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
}): AssignableUser {
  return {
    uuid: row.uuid,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
  };
}
