import { describe, expect, it } from 'vitest';

import { chargeRequestCorrectionRefusal } from './chargeRequestCorrection';

describe('chargeRequestCorrectionRefusal', () => {
  it.each([
    [false, null],
    [true, 'portal.api.charge_requests.used'],
  ])('used %s: %s', (used, refusal) => {
    expect(chargeRequestCorrectionRefusal({ used })).toBe(refusal);
  });
});
