/**
 * The journey's recent periods, in days (spec section 2: sessions and meditations "over the last
 * 7 and 30 days"): the API counts from the portal's midnight this many days ago, the tiles show
 * that first day, and their labels interpolate the number. The API's field names (`last7Days`,
 * `fromLastWeek`) stay as published.
 */
export const RECENT_DAYS = { week: 7, month: 30 } as const;

/**
 * The check-ins panel opens on the last this many calendar months, and a recent journey answer
 * (the server's) carries the check-ins that reach that far back, so the panel opens complete.
 */
export const CHECKINS_INITIAL_MONTHS = 3;
