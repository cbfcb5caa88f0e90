import { createContext, useContext } from 'react';

import { browserTimeZone } from './calendar';

/** The portal's `TIME_ZONE`, as the journey answer names it (calendar.ts). */
export const TimeZoneContext = createContext<string>(browserTimeZone());

export const useJourneyTimeZone = () => useContext(TimeZoneContext);
