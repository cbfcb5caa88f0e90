import type { IssueDetail } from '../../core/generated/issue-detail';
import type { Executor } from '../db/executor';
import type { CallerUser } from '../repositories/users';
import { fieldError } from '../lib/apiError';
import { translate } from '../lib/translate';
import { appendAudit } from '../repositories/auditLog';
import { insertIssueComment } from '../repositories/issues';
import { findVisibleIssue, issueDetail } from './issues';

/**
 * Adds a comment to an issue the author may see: its creator, or staff (who see every issue).
 * Anyone else gets the issue's own 404. The text is trimmed; a blank one is a 400 on `text`.
 */
export async function addIssueComment(
  db: Executor,
  author: CallerUser,
  uuid: string,
  input: { text: string },
  at: Date = new Date(),
): Promise<IssueDetail> {
  const issue = await findVisibleIssue(db, author, uuid);
  const text = input.text.trim();
  if (text === '') {
    throw fieldError('text', translate('portal.validation.required'));
  }
  await db.transaction().execute(async (trx) => {
    const id = await insertIssueComment(trx, { issueId: issue.id, authorId: author.id, text, at });
    await appendAudit(trx, {
      actorUserId: author.id,
      action: 'issue.comment',
      targetType: 'issue',
      targetId: issue.uuid,
      details: { comment: id },
    });
  });
  return issueDetail(db, await findVisibleIssue(db, author, uuid));
}
