import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { useApi } from '../app/ApiContext';
import type { ProgressReport } from '../../core/generated/progress-report';
import { reportQueryOf, type ReportOptions } from './reportOptions';

/**
 * GET charges/{uuid}/report/ for these options: every answer is an audited opening, so it is
 * asked for once per charge and options, never again on focus or after a failure.
 */
export function useProgressReport(uuid: string, options: ReportOptions) {
  const { httpClient } = useApi();
  const query = reportQueryOf(options);
  return useQuery({
    queryKey: ['charges', uuid, 'report', query],
    queryFn: async ({ signal }) =>
      (await httpClient<ProgressReport>(`charges/${uuid}/report/${query}`, { signal })).json,
    placeholderData: keepPreviousData,
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
}
