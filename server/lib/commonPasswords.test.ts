import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './commonPasswords';

describe('isCommonPassword', () => {
  it.each([
    'password1234',
    'PASSWORD1234',
    'Password2026!',
    '!!Welcome2026',
    'qwertyuiop123',
    '123456789012',
    '1q2w3e4r5t6y',
    'zaq1xsw2cde3',
    'abcdefghijkl',
    'lkjhgfdsa321',
    'aaaaaaaaaaaa',
    'abcabcabcabc',
    'iloveyou1234',
    'Kaizerchiefs1!',
  ])('refuses %s', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it.each([
    'Correct-horse-battery-9',
    'Client-password-2026',
    'umuntu ngumuntu ngabantu',
    '1234567k9012x',
    'Tr0ub4dor&3-mosaic',
  ])('lets %s through', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('reads the whole list', () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThan(500);
  });
});
