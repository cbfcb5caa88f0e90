import { describe, expect, it } from 'vitest';

import { accessCodeDateErrors } from './accessCodeDates';

const ZONE = 'Africa/Johannesburg';
// 2026-11-24 09:00 in Johannesburg.
const NOW = new Date('2026-11-24T07:00:00Z');
const CREATED = '2026-11-24T06:59:00Z';

describe('accessCodeDateErrors', () => {
  it('accepts today for both dates, whatever the hour of the day', () => {
    // Midnight of today in Johannesburg is hours before the code was created: the same day.
    expect(
      accessCodeDateErrors(
        { createdAt: CREATED, assignedAt: '2026-11-23T22:00:00Z', usedAt: '2026-11-23T22:00:00Z' },
        NOW,
        ZONE,
      ),
    ).toEqual({});
  });

  it('refuses dates after today', () => {
    expect(
      accessCodeDateErrors(
        { createdAt: CREATED, assignedAt: '2026-11-24T22:30:00Z', usedAt: '2030-01-01T00:00:00Z' },
        NOW,
        ZONE,
      ),
    ).toEqual({
      assigned_at: 'portal.api.access_codes.dates.future',
      used_at: 'portal.api.access_codes.dates.future',
    });
  });

  it('refuses an assignment before the creation and a use before the assignment', () => {
    const created = '2026-11-01T08:00:00Z';
    expect(
      accessCodeDateErrors(
        { createdAt: created, assignedAt: '2026-10-31T08:00:00Z', usedAt: null },
        NOW,
        ZONE,
      ),
    ).toEqual({ assigned_at: 'portal.api.access_codes.dates.assigned_before_created' });
    expect(
      accessCodeDateErrors(
        { createdAt: created, assignedAt: '2026-11-10T08:00:00Z', usedAt: '2026-11-09T08:00:00Z' },
        NOW,
        ZONE,
      ),
    ).toEqual({ used_at: 'portal.api.access_codes.dates.used_before_assigned' });
    expect(
      accessCodeDateErrors({ createdAt: created, usedAt: '2026-10-09T08:00:00Z' }, NOW, ZONE),
    ).toEqual({ used_at: 'portal.api.access_codes.dates.used_before_created' });
  });

  it('counts days on the given calendar', () => {
    // 23:30 UTC on the 24th is already the 25th in Johannesburg: after today there.
    const late = '2026-11-24T23:30:00Z';
    expect(accessCodeDateErrors({ createdAt: CREATED, usedAt: late }, NOW, ZONE)).toEqual({
      used_at: 'portal.api.access_codes.dates.future',
    });
    expect(accessCodeDateErrors({ createdAt: CREATED, usedAt: late }, NOW, 'UTC')).toEqual({});
  });
});
