import { defineResourceWrites } from '../../lib/resourceMapping';
import { issueListSource } from '../issues';
import { findVisibleIssue, issueDetail } from '../../services/issues';
import { correctIssue } from '../../services/issueCorrection';

/**
 * An issue's title and text corrected by its author (`PATCH feedback/issues/{uuid}/`). Its list
 * and detail are routes of their own (`server/routes/feedback/`).
 */
export default defineResourceWrites({
  source: issueListSource,
  findBy: 'uuid',
  find: async (db, uuid, principal) =>
    issueDetail(db, await findVisibleIssue(db, principal.user, String(uuid))),
  update: (db, principal, uuid, body) => correctIssue(db, principal, String(uuid), body),
});
