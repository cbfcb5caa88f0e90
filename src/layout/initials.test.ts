import { describe, expect, it } from 'vitest';

import { initialsOf } from './initials';

describe('initialsOf', () => {
  it.each([
    ['ann', undefined, 'AN'],
    ['ann.smith', undefined, 'AS'],
    ['', 'bob_jones@example.org', 'BJ'],
    [undefined, undefined, '?'],
    ['Zodwa', 'z@example.org', 'ZO'],
  ])('reads %s / %s as %s', (username, email, expected) => {
    expect(initialsOf(username, email)).toBe(expected);
  });
});
