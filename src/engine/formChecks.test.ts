import { describe, expect, it } from 'vitest';

import { FORM_CHECKS } from './formChecks';

const PORTAL = 'Africa/Johannesburg';

describe('FORM_CHECKS.accessCodeDates', () => {
  const now = new Date();
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();

  it('accepts today and refuses a later day or a use before the assignment', () => {
    expect(
      FORM_CHECKS.accessCodeDates({ assigned_at: days(0), used_at: days(0) }, now, PORTAL),
    ).toEqual({});
    expect(FORM_CHECKS.accessCodeDates({ used_at: days(400) }, now, PORTAL)).toEqual({
      used_at: 'portal.api.access_codes.dates.future',
    });
    expect(FORM_CHECKS.accessCodeDates({ assigned_at: days(-3) }, now, PORTAL)).toEqual({
      assigned_at: 'portal.api.access_codes.dates.assigned_before_created',
    });
  });

  it('judges days on the portal calendar it is given, not on the browser zone', () => {
    // 22:00 UTC on the 27th is midnight starting the 28th in Johannesburg: the portal's today
    // at 21:00 UTC on the 28th, but the day before on a UTC calendar.
    const at = new Date('2026-11-28T21:00:00.000Z');
    const portalMidnight = { assigned_at: '2026-11-27T22:00:00.000Z' };
    expect(FORM_CHECKS.accessCodeDates(portalMidnight, at, PORTAL)).toEqual({});
    expect(FORM_CHECKS.accessCodeDates(portalMidnight, at, 'UTC')).toEqual({
      assigned_at: 'portal.api.access_codes.dates.assigned_before_created',
    });
    // Between 22:00 and 24:00 UTC the portal's today is the next day of a UTC browser.
    const late = new Date('2026-11-27T23:00:00.000Z');
    expect(
      FORM_CHECKS.accessCodeDates({ used_at: '2026-11-28T00:30:00.000Z' }, late, PORTAL),
    ).toEqual({});
    expect(
      FORM_CHECKS.accessCodeDates({ used_at: '2026-11-28T00:30:00.000Z' }, late, 'UTC'),
    ).toEqual({
      used_at: 'portal.api.access_codes.dates.future',
    });
  });

  it('leaves blank dates to the rest of the form', () => {
    expect(
      FORM_CHECKS.accessCodeDates({ assigned_at: undefined, used_at: null }, now, PORTAL),
    ).toEqual({});
  });
});
