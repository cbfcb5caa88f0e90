import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './passwordStrength';

const owner = {
  email: 'thandeka.mokoena@example.org',
  username: 'tmokoena',
  first_name: 'Thandeka',
  last_name: 'Mokoena',
};

describe('passwordWeakness', () => {
  it.each([
    ['noname123456', 'common'],
    ['P@$$w0rd1234', 'common'],
    ['Qwerty123456!', 'common'],
    ['portalportal', 'repeated'],
    ['trustno1trustno1', 'repeated'],
    ['!@#$%^&*()_+', 'keyboard'],
    ['Welcome2026!!', 'guessable'],
    ['thandeka.mokoena@example.org', 'personal'],
    ['Mokoena-Thandeka', 'guessable'],
    ['tmokoena2026!', 'personal'],
    ['Case-manager portal', 'personal'],
  ])('refuses %s (%s)', (password, weakness) => {
    expect(passwordWeakness(password, owner)).toBe(weakness);
  });

  it.each([
    'Correct-horse-battery-9',
    'umuntu ngumuntu ngabantu',
    'Tr0ub4dor&3-mosaic',
    'ihhashi elimnyama',
    'blue-river-stone',
  ])('lets %s through', (password) => {
    expect(passwordWeakness(password, owner)).toBeUndefined();
  });

  it('judges the first 64 characters, so a long input cannot hold the server', () => {
    expect(passwordWeakness(`${'a'.repeat(64)}Correct-horse-battery-9`, owner)).toBe('repeated');
  });

  it("judges by the owner's own words: another person's name is no weakness of theirs", () => {
    const other = { email: 'sipho.dlamini@example.org' };
    expect(passwordWeakness('thandeka.mokoena@example.org', other)).toBeUndefined();
    expect(passwordWeakness('sipho.dlamini@example.org', other)).toBe('personal');
  });
});
