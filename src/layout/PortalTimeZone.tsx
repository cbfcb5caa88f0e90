import type { ReactNode } from 'react';

import { useShallowProfile } from '../auth/useShallowProfile';
import { TimeZoneContext, useTimeZone } from '../shared/TimeZoneContext';

/**
 * The signed-in pages' calendar: the portal's `TIME_ZONE` as the shallow profile names it, so a
 * date field's today, a relative date and a month's name are the portal's in any browser zone.
 */
export const PortalTimeZone = ({ children }: { children: ReactNode }) => {
  const { profile } = useShallowProfile();
  const fallback = useTimeZone();
  return (
    <TimeZoneContext.Provider value={profile?.timeZone ?? fallback}>
      {children}
    </TimeZoneContext.Provider>
  );
};
