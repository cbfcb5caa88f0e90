import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { useApi } from '../app/ApiContext';
import type { OutcomeChargeList } from '../../core/generated/outcome-charge-list';
import type { OutcomeReport } from '../../core/generated/outcome-report';
import type { OutcomeFigure } from '../../core/outcomes';

/** The report's filters as the page's address holds them (`?from=2026-01&company=3`). */
export type OutcomeFilters = Partial<
  Record<'from' | 'to' | 'company' | 'course' | 'caseManager', string>
>;

/** The query string of a report or drill-down call: only the filters that are set. */
export function outcomeQuery(filters: OutcomeFilters, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filters, ...extra })) {
    if (value) {
      query.set(name, value);
    }
  }
  return query.toString();
}

/** GET outcomes/: the report under the filters; the last one stays while the next loads. */
export function useOutcomeReport(filters: OutcomeFilters) {
  const { httpClient } = useApi();
  return useQuery({
    queryKey: ['outcomes', filters],
    queryFn: async ({ signal }) =>
      (await httpClient<OutcomeReport>(`outcomes/?${outcomeQuery(filters)}`, { signal })).json,
    placeholderData: keepPreviousData,
  });
}

/** GET outcomes/charges/: a figure's clients among the caller's own caseload. */
export function useOutcomeCharges(
  filters: OutcomeFilters,
  figure: OutcomeFigure | null,
  group: 'closed' | 'open',
) {
  const { httpClient } = useApi();
  return useQuery({
    queryKey: ['outcomes', 'charges', filters, figure, group],
    enabled: figure !== null,
    queryFn: async ({ signal }) =>
      (
        await httpClient<OutcomeChargeList>(
          `outcomes/charges/?${outcomeQuery(filters, { figure: figure ?? '', group })}`,
          { signal },
        )
      ).json,
  });
}
