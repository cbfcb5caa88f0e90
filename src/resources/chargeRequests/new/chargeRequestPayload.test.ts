import { describe, expect, it } from 'vitest';

import { stepOfErrors, toChargeRequestPayload } from './chargeRequestPayload';

const mate = { uuid: 'u-1', name: 'Ann', email: 'ann@example.org', designation: ' OT ' };

describe('toChargeRequestPayload', () => {
  it('trims texts, turns blank company and policy into null, and asks consent by default', () => {
    expect(
      toChargeRequestPayload({
        first_name: ' Sipho ',
        last_name: 'Dlamini ',
        policy_number: '   ',
        designation: ' Case manager',
      }),
    ).toEqual({
      first_name: 'Sipho',
      last_name: 'Dlamini',
      email: null,
      company: null,
      policy_number: null,
      should_request_consent: true,
      designation: 'Case manager',
      other_case_managers: [],
      invited_supporters: [],
    });
  });

  it('keeps a chosen company, a trimmed policy and an unticked consent option', () => {
    const payload = toChargeRequestPayload({
      company: 3,
      policy_number: ' P-1 ',
      should_request_consent: false,
    });
    expect(payload).toMatchObject({
      company: 3,
      policy_number: 'P-1',
      should_request_consent: false,
    });
  });

  it('leaves blank required texts out, so the schema names them', () => {
    const payload = toChargeRequestPayload({ first_name: '  ', designation: '' });
    expect(payload.first_name).toBeUndefined();
    expect(payload.designation).toBeUndefined();
  });

  it('attaches mates and invitations only with the second step', () => {
    const values = {
      other_case_managers: [mate],
      invited_supporters: [{ email: ' new@example.org ', designation: 'Coach' }],
    };
    expect(toChargeRequestPayload(values)).toMatchObject({
      other_case_managers: [],
      invited_supporters: [],
    });
    expect(toChargeRequestPayload({ ...values, with_others: true })).toMatchObject({
      other_case_managers: [{ uuid: 'u-1', designation: 'OT' }],
      invited_supporters: [{ email: 'new@example.org', designation: 'Coach' }],
    });
  });
});

describe('stepOfErrors', () => {
  it.each([
    [['invited_supporters.1.email'], 1, 1],
    [['invited_supporters.0.email', 'other_case_managers'], 1, 1],
    [['other_case_managers.0.designation'], 1, 1],
    [['first_name', 'invited_supporters.1.email'], 1, 0],
    [['company'], 1, 0],
    [['invited_supportersX'], 1, 0],
    [[], 1, 1],
    [[], 0, 0],
  ])('errors on %j from step %i show step %i', (fields, current, expected) => {
    expect(stepOfErrors(fields, current)).toBe(expected);
  });
});
