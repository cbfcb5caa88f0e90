import { describe, expect, it } from 'vitest';

import { bulkOutcome, distinctCodes, joinCodes, parseCodes } from './bulkCodes';

describe('parseCodes', () => {
  it.each([
    ['abcd-1234, efgh-5678', 'comma', ['ABCD-1234', 'EFGH-5678']],
    ['ab cd-12 34 ,  x y z w', 'comma', ['ABCD-1234', 'XYZW']],
    [' , ,', 'comma', []],
    ['abcd-1234\nefgh 5678\r\n\n', 'newline', ['ABCD-1234', 'EFGH5678']],
    ['abcd, efgh', 'newline', ['ABCD,EFGH']],
  ] as const)('%j split by %s → %j', (text, separator, codes) => {
    expect(parseCodes(text, separator)).toEqual(codes);
  });

  it('joins with comma and space or newline', () => {
    expect(joinCodes(['A', 'B'], 'comma')).toBe('A, B');
    expect(joinCodes(['A', 'B'], 'newline')).toBe('A\nB');
  });
});

describe('distinctCodes', () => {
  it('keeps each code once, in order, and names those given more than once', () => {
    expect(distinctCodes(['A', 'B', 'A', 'C', 'B', 'A'])).toEqual({
      codes: ['A', 'B', 'C'],
      duplicates: ['A', 'B'],
    });
    expect(distinctCodes([])).toEqual({ codes: [], duplicates: [] });
  });
});

describe('bulkOutcome', () => {
  it('lists each refused code with its first message and counts the rest as added', () => {
    expect(bulkOutcome(['A', 'B', 'C'], [{}, { code: ['Taken.', 'Other.'] }, {}])).toEqual({
      added: 2,
      failures: [{ code: 'B', message: 'Taken.' }],
    });
  });

  it('does not read an answer that is not aligned with the codes', () => {
    expect(bulkOutcome(['A'], { code: ['x'] })).toBeNull();
    expect(bulkOutcome(['A', 'B'], [{}])).toBeNull();
  });
});
