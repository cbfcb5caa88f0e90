import { describe, expect, it } from 'vitest';

import { fromCaseManagerInvitation, fromChargeInvitation, inviterName } from './invitationView';

const invitedBy = { firstName: 'Sipho', lastName: 'Dlamini', email: 'manager@example.org' };

describe('invitation views', () => {
  it('reads a case-manager invitation (a charge request)', () => {
    expect(
      fromCaseManagerInvitation({
        uuid: 'u',
        email: 'thandi@example.org',
        designation: 'OT',
        invitedBy,
        chargeRequest: { email: null, firstName: 'Lerato', lastName: 'Nkosi' },
      }),
    ).toEqual({
      email: 'thandi@example.org',
      designation: 'OT',
      invitedBy,
      client: { name: 'Lerato Nkosi', email: null },
    });
  });

  it('reads a charge invitation', () => {
    expect(
      fromChargeInvitation({
        uuid: 'u',
        email: 'a@example.org',
        designation: 'Case manager',
        invitedBy,
        charge: { email: 'nomvula@example.org', name: 'Nomvula Zungu' },
      }).client,
    ).toEqual({ name: 'Nomvula Zungu', email: 'nomvula@example.org' });
  });

  it.each([
    [invitedBy, 'Sipho Dlamini'],
    [{ firstName: 'Sipho', lastName: null, email: 'm@example.org' }, 'Sipho'],
    [{ firstName: null, lastName: null, email: 'm@example.org' }, 'm@example.org'],
  ])('names the inviter %o as %s', (who, expected) => {
    expect(inviterName(who)).toBe(expected);
  });
});
