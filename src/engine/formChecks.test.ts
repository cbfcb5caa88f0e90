import { describe, expect, it } from 'vitest';

import { FORM_CHECKS } from './formChecks';

describe('FORM_CHECKS.accessCodeDates', () => {
  const now = new Date();
  const days = (n: number) => new Date(now.getTime() + n * 86_400_000).toISOString();

  it('accepts today and refuses a later day or a use before the assignment', () => {
    expect(FORM_CHECKS.accessCodeDates({ assigned_at: days(0), used_at: days(0) }, now)).toEqual(
      {},
    );
    expect(FORM_CHECKS.accessCodeDates({ used_at: days(400) }, now)).toEqual({
      used_at: 'portal.api.access_codes.dates.future',
    });
    expect(FORM_CHECKS.accessCodeDates({ assigned_at: days(-3) }, now)).toEqual({
      assigned_at: 'portal.api.access_codes.dates.assigned_before_created',
    });
  });

  it('leaves blank dates to the rest of the form', () => {
    expect(FORM_CHECKS.accessCodeDates({ assigned_at: undefined, used_at: null }, now)).toEqual({});
  });
});
