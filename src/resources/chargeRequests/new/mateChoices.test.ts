import { describe, expect, it } from 'vitest';

import { toggleMate, withoutDesignation } from './mateChoices';

const ann = { uuid: 'a', name: 'Ann', email: 'ann@example.org', designation: 'OT' };
const bob = { uuid: 'b', name: 'Bob', email: 'bob@example.org', designation: null };

describe('mate choices', () => {
  it('chooses a mate with its designation, or an empty one, and lets it go again', () => {
    const once = toggleMate(toggleMate([], ann), bob);
    expect(once).toEqual([
      { uuid: 'a', name: 'Ann', email: 'ann@example.org', designation: 'OT' },
      { uuid: 'b', name: 'Bob', email: 'bob@example.org', designation: '' },
    ]);
    expect(toggleMate(once, ann).map((choice) => choice.uuid)).toEqual(['b']);
  });

  it('names the chosen mates whose designation is blank', () => {
    const choices = toggleMate(toggleMate([], ann), bob);
    expect(withoutDesignation(choices)).toEqual(['b']);
    expect(withoutDesignation([{ ...choices[0]!, designation: '  ' }])).toEqual(['a']);
  });
});
