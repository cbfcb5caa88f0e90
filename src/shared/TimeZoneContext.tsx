import { createContext, useContext } from 'react';

import { browserTimeZone, wallClock } from './wallClock';

/**
 * The portal's `TIME_ZONE`: the calendar every day and month a page judges or names belongs to.
 * The signed-in layout provides the shallow profile's (PortalTimeZone), the journey its
 * answer's; a page outside both (login, terms) knows only the browser's.
 */
export const TimeZoneContext = createContext<string>(browserTimeZone());

export const useTimeZone = () => useContext(TimeZoneContext);

/** Now as a wall-clock date of the portal's calendar (shared/wallClock.ts): its today, its month. */
export function usePortalNow(): Date {
  const timeZone = useTimeZone();
  return wallClock(new Date(), timeZone) ?? new Date();
}
