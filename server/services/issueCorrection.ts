import { sql } from 'kysely';
import { issueCorrectionRefusal } from '../../core/issueCorrection';
import type { IssueUpdate } from '../../core/generated/issue-update';
import type { Executor } from '../db/executor';
import { ApiError } from '../lib/apiError';
import { translate } from '../lib/translate';
import type { Principal } from '../plugins/auth';
import { appendAudit } from '../repositories/auditLog';
import { checkedTitle } from './issues';

/**
 * Its author corrects an issue's title or text while nobody has taken it up
 * (core/issueCorrection.ts; 409 after); anyone else is answered as if there were no such issue
 * (false: 404). The title is trimmed and checked as at creation, a blank text stored empty;
 * audited with the fields sent.
 */
export async function correctIssue(
  db: Executor,
  principal: Principal,
  uuid: string,
  body: IssueUpdate,
): Promise<boolean> {
  const changes = {
    ...(body.title === undefined ? {} : { title: checkedTitle(body.title) }),
    ...(body.text === undefined ? {} : { text: body.text?.trim() ?? '' }),
  };
  return db.transaction().execute(async (trx) => {
    const issue = await trx
      .selectFrom('issues')
      .select(['id', 'status'])
      .where('uuid', '=', uuid)
      .where('created_by', '=', principal.user.id)
      .forUpdate()
      .executeTakeFirst();
    if (!issue) {
      return false;
    }
    const refusal = issueCorrectionRefusal(issue);
    if (refusal) {
      throw ApiError.conflict(translate(refusal));
    }
    await trx
      .updateTable('issues')
      .set({ ...changes, updated_at: sql`now()` })
      .where('id', '=', issue.id)
      .execute();
    await appendAudit(trx, {
      actorUserId: principal.user.id,
      action: 'issue.update',
      targetType: 'issue',
      targetId: uuid,
      details: { fields: Object.keys(changes) },
    });
    return true;
  });
}
