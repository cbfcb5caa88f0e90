import { describe, expect, it } from 'vitest';
import { accountActionRefusal, type AccountActionSubject } from './accountActions';

const staff: AccountActionSubject = {
  isActive: true,
  isClient: false,
  secondFactor: true,
  own: false,
};

describe('accountActionRefusal', () => {
  it('lets a password reset go to an active staff account', () => {
    expect(accountActionRefusal('password-reset', staff)).toBeNull();
  });

  it("says an app user's password is reset in the app, whether or not the account is active", () => {
    for (const isActive of [true, false]) {
      expect(
        accountActionRefusal('password-reset', { ...staff, isClient: true, isActive }),
      ).toEqual({
        message: 'portal.accounts.api.client_no_reset',
        status: 400,
      });
    }
  });

  it('asks for a deactivated staff account to be reactivated first', () => {
    expect(accountActionRefusal('password-reset', { ...staff, isActive: false })?.message).toBe(
      'portal.accounts.api.inactive_no_reset',
    );
  });

  it('refuses a second-factor reset on an account without one, and on the caller’s own', () => {
    expect(accountActionRefusal('second-factor-reset', { ...staff, secondFactor: false })).toEqual({
      message: 'portal.accounts.api.no_second_factor',
      status: 409,
    });
    expect(accountActionRefusal('second-factor-reset', { ...staff, own: true })?.message).toBe(
      'portal.accounts.api.own_second_factor',
    );
  });
});
