import { createContext, useContext, useMemo } from 'react';
import { useGetList } from 'react-admin';

import type { CaseNote } from '../../../core/generated/case-note';
import { caseNotes } from '../../../resources/caseNotes';
import type { ChartDomain } from '../calendar/chartDomain';
import { eventsWithin, journeyEvents, type JourneyEvent } from './journeyEvents';

/** The event notes the caller may read, for every chart and table of one journey. */
export const JourneyEventsContext = createContext<JourneyEvent[]>([]);

/** A page holds at most 100 records (list-query.json): the latest hundred events are marked. */
const EVENTS_PAGE = 100;

/**
 * The charge's event notes the caller may read (one audited read of its notes), asked once the
 * journey is shown (`enabled`): a journey refused or failed marks nothing.
 */
export function useChargeEvents(uuid: string, enabled: boolean): JourneyEvent[] {
  const { data } = useGetList<CaseNote & { id: number }>(
    caseNotes.name,
    {
      filter: { kind: 'event' },
      sort: { field: 'noteDate', order: 'DESC' },
      pagination: { page: 1, perPage: EVENTS_PAGE },
      meta: { pathParams: { uuid } },
    },
    { enabled },
  );
  return useMemo(() => journeyEvents(data ?? []), [data]);
}

/** The journey's events, or those on a chart's domain. */
export function useJourneyEvents(domain?: ChartDomain): JourneyEvent[] {
  const events = useContext(JourneyEventsContext);
  return domain ? eventsWithin(events, domain) : events;
}
