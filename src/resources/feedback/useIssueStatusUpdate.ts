import { useApiAction } from '../../shared/useApiAction';
import type { IssueStatusUpdate } from '../../../core/generated/issue-status-update';

const NOTICE = {
  EVA: 'portal.issues.notices.assigned',
  EVN: 'portal.issues.notices.reassigned',
  EVR: 'portal.issues.notices.resolved',
} as const;

const noticeOf = (body: IssueStatusUpdate) => NOTICE[body.status];

/** POST feedback/issues/{uuid}/status-update/, reloading the issue, the lists and the stats. */
export function useIssueStatusUpdate(uuid: string) {
  const { run, pending } = useApiAction<IssueStatusUpdate>({
    path: `feedback/issues/${encodeURIComponent(uuid)}/status-update/`,
    notice: noticeOf,
    invalidates: 'issues',
  });
  return { update: run, pending };
}
