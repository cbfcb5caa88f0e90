import { calendarDay } from './calendarDay';

/** The dates of an access code as a form or the API receives them (ISO texts, null when unset). */
export interface AccessCodeDates {
  createdAt: string;
  assignedAt?: string | null;
  usedAt?: string | null;
}

/** Field errors as message keys under `portal.api.access_codes.dates`, per payload field. */
export type AccessCodeDateErrors = Partial<Record<'assigned_at' | 'used_at', string>>;

const parsed = (value: string | null | undefined): Date | null => {
  if (value === null || value === undefined || value === '') {
    return null;
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * A code is assigned on or after the day it was created, used on or after the day it
 * was assigned (or created, when it was never assigned), and no date is after today. Days are
 * days of `timeZone`'s calendar, the portal's `TIME_ZONE` on both sides: the API's config, and in
 * a form the shallow profile's (its date field picks the portal's midnight). Unreadable dates are
 * the schema's to refuse.
 */
export function accessCodeDateErrors(
  dates: AccessCodeDates,
  now: Date,
  timeZone: string,
): AccessCodeDateErrors {
  const day = (date: Date) => calendarDay(date, timeZone);
  const today = day(now);
  const created = parsed(dates.createdAt) ?? now;
  const assigned = parsed(dates.assignedAt);
  const used = parsed(dates.usedAt);
  const errors: AccessCodeDateErrors = {};
  if (assigned) {
    if (day(assigned) > today) {
      errors.assigned_at = 'portal.api.access_codes.dates.future';
    } else if (day(assigned) < day(created)) {
      errors.assigned_at = 'portal.api.access_codes.dates.assigned_before_created';
    }
  }
  if (used) {
    if (day(used) > today) {
      errors.used_at = 'portal.api.access_codes.dates.future';
    } else if (assigned && day(used) < day(assigned)) {
      errors.used_at = 'portal.api.access_codes.dates.used_before_assigned';
    } else if (day(used) < day(created)) {
      errors.used_at = 'portal.api.access_codes.dates.used_before_created';
    }
  }
  return errors;
}
