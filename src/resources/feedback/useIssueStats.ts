import { useQuery } from '@tanstack/react-query';

import { useApi } from '../../app/ApiContext';
import type { IssueStats } from '../../../core/generated/issue-stats';

/** GET feedback/issues/stats/ (administrators). */
export function useIssueStats() {
  const { httpClient } = useApi();
  return useQuery({
    queryKey: ['issues', 'stats'],
    queryFn: async () => (await httpClient<IssueStats>('feedback/issues/stats/')).json,
  });
}
