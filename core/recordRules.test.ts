import { describe, expect, it } from 'vitest';
import { recordRefusal } from './recordRules';

describe('recordRefusal', () => {
  it('refuses revoking a used code or one a request holds, by their own messages', () => {
    expect(recordRefusal('access-code-revoke', { used: false, toBeUsedBy: null })).toBeNull();
    // Used with its client gone: no usedBy, still used.
    expect(
      recordRefusal('access-code-revoke', { used: true, usedBy: null, toBeUsedBy: null }),
    ).toEqual({
      message: 'portal.api.access_codes.used',
      status: 409,
    });
    expect(recordRefusal('access-code-revoke', { used: false, toBeUsedBy: {} })?.message).toBe(
      'portal.api.access_codes.requested',
    );
  });

  it('resends only a mail failed for a reason a resend can fix; sends now only a waiting one', () => {
    expect(recordRefusal('mail-resend', { status: 'SS' })?.status).toBe(409);
    expect(recordRefusal('mail-resend', { status: 'FL', failureCode: null })).toBeNull();
    expect(recordRefusal('mail-resend', { status: 'FL', failureCode: 421 })).toBeNull();
    expect(recordRefusal('mail-resend', { status: 'FL', failureCode: 550 })?.message).toBe(
      'portal.api.mails.permanent_failure',
    );
    expect(recordRefusal('mail-resend', { status: 'PN' })?.message).toBe(
      'portal.api.mails.waiting',
    );
    expect(recordRefusal('mail-send-now', { status: 'PN' })).toBeNull();
    expect(recordRefusal('mail-send-now', { status: 'FL' })?.status).toBe(409);
    expect(recordRefusal('mail-send-now', { status: 'SS' })?.status).toBe(409);
  });

  it("reads an account's detail and the caller for the account actions", () => {
    const account = { id: 3, isActive: true, secondFactor: true };
    expect(recordRefusal('second-factor-reset', account, { userId: 1 })).toBeNull();
    expect(recordRefusal('second-factor-reset', account, { userId: 3 })?.message).toBe(
      'portal.accounts.api.own_second_factor',
    );
    expect(recordRefusal('password-reset', { ...account, isClient: true })?.status).toBe(400);
  });

  it('allows what declares no rule', () => {
    expect(recordRefusal(undefined, {})).toBeNull();
  });
});
