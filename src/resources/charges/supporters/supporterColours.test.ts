import { describe, expect, it } from 'vitest';

import { consentBadgeColour, invitationColour } from './supporterColours';

describe('supporter badge colours', () => {
  it.each([
    ['NR', 'info'],
    [null, 'info'],
    ['RQ', 'warning'],
    ['GV', 'success'],
    ['DN', 'error'],
    ['RC', 'error'],
  ])('consent %s is %s', (status, colour) => {
    expect(consentBadgeColour(status)).toBe(colour);
  });

  it.each([
    ['PN', 'success'],
    ['AC', 'error'],
    ['RJ', 'error'],
  ])('invitation %s is %s', (status, colour) => {
    expect(invitationColour(status)).toBe(colour);
  });
});
