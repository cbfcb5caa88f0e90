import { describe, expect, it } from 'vitest';

import { chargeTabOf, journeyAllowed } from './chargeTab';

describe('chargeTabOf', () => {
  it.each([
    [null, 'GV', 'journey'],
    ['journey', 'GV', 'journey'],
    ['profile', 'GV', 'profile'],
    ['nonsense', 'GV', 'journey'],
    [null, 'NR', 'profile'],
    ['journey', 'RQ', 'profile'],
    ['journey', 'DN', 'profile'],
    [null, 'RC', 'profile'],
    ['notes', 'GV', 'notes'],
    ['notes', 'RQ', 'notes'],
  ] as const)('tab=%s with consent %s opens %s', (query, consent, tab) => {
    expect(chargeTabOf(query, consent)).toBe(tab);
  });

  it('allows the journey only with consent Given', () => {
    expect(journeyAllowed('GV')).toBe(true);
    expect(['NR', 'RQ', 'RC', 'DN'].some((s) => journeyAllowed(s as 'NR'))).toBe(false);
  });
});
