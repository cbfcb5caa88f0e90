import { describe, expect, it } from 'vitest';
import { hasHiddenCharacters } from './hiddenCharacters';

describe('hasHiddenCharacters', () => {
  it.each([
    ['a right-to-left override', 'admin\u202Egro.elpmaxe'],
    ['a zero-width space', 'man\u200Bager'],
    ['a zero-width joiner', 'Thandi\u200D'],
    ['a left-to-right isolate', '\u2066Sipho'],
    ['a byte-order mark', '\uFEFFLerato'],
    ['a soft hyphen', 'Nko\u00ADsi'],
    ['a tab', 'Nkosi\tadmin'],
    ['a line separator', 'Nkosi\u2028admin'],
    ['a NUL', 'Nkosi\u0000'],
  ])('finds %s', (_what, text) => {
    expect(hasHiddenCharacters(text)).toBe(true);
  });

  it.each(['Thandi Nkosi', 'Nomvula Ndlovu-Mthembu', "O'Brien", 'Zoë', 'Ngcobo 2', 'مريم', '李雷'])(
    'lets %s through',
    (text) => {
      expect(hasHiddenCharacters(text)).toBe(false);
    },
  );
});
