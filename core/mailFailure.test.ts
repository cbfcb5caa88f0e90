import { describe, expect, it } from 'vitest';
import { isPermanentFailure, smtpCodeOf } from './mailFailure';

describe('mail failures', () => {
  it('takes a 5yz reply as permanent, a 4yz one or none as temporary', () => {
    expect(isPermanentFailure(550)).toBe(true);
    expect(isPermanentFailure(421)).toBe(false);
    expect(isPermanentFailure(null)).toBe(false);
  });

  it('reads the reply code from the error, else from its text', () => {
    expect(smtpCodeOf(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))).toBe(
      550,
    );
    expect(smtpCodeOf(new Error('452 4.2.2 Mailbox full'))).toBe(452);
    expect(smtpCodeOf(new Error('connect ECONNREFUSED 127.0.0.1:25'))).toBeNull();
  });
});
