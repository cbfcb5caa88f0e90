import { describe, expect, it } from 'vitest';

import { issueCorrectionRefusal } from './issueCorrection';

describe('issueCorrectionRefusal', () => {
  it.each([
    ['EVC', null],
    ['EVA', 'portal.api.issues.taken_up'],
    ['EVN', 'portal.api.issues.taken_up'],
    ['EVR', 'portal.api.issues.taken_up'],
  ] as const)('%s: %s', (status, refusal) => {
    expect(issueCorrectionRefusal({ status })).toBe(refusal);
  });
});
