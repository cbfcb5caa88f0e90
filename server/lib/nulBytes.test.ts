import { describe, expect, it } from 'vitest';
import { findNulByte } from './nulBytes';

describe('findNulByte', () => {
  it('names the first field holding U+0000, at any depth', () => {
    expect(findNulByte({ a: 'fine', b: { c: ['x', 'y\u0000z'] } })).toBe('b.c.1');
    expect(findNulByte({ ['bad\u0000key']: 1 })).toBe('bad\u0000key');
    expect(findNulByte('\u0000')).toBe('');
  });

  it('passes everything else, unicode included', () => {
    expect(findNulByte({ a: '\u202E👩‍👩‍👧 مرحبا', b: [1, null, true], c: '%00' })).toBeUndefined();
    expect(findNulByte(null)).toBeUndefined();
  });
});

describe('findNulByte on deep input', () => {
  it('walks nesting deeper than the call stack', () => {
    const deep = JSON.parse('['.repeat(50_000) + '"\\u0000"' + ']'.repeat(50_000)) as unknown;
    expect(findNulByte(deep)).toBeTypeOf('string');
  });
});
