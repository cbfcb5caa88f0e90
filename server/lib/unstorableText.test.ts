import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './unstorableText';

describe('findUnstorableText', () => {
  it('names the first field holding U+0000, at any depth', () => {
    expect(findUnstorableText({ a: 'fine', b: { c: ['x', 'y\u0000z'] } })).toBe('b.c.1');
    expect(findUnstorableText({ ['bad\u0000key']: 1 })).toBe('bad\u0000key');
    expect(findUnstorableText('\u0000')).toBe('');
  });

  it('names the first field holding a lone surrogate, in a value or a key', () => {
    expect(findUnstorableText({ name: 'A', nameZu: '\udfff\ud800' })).toBe('nameZu');
    expect(findUnstorableText({ a: ['fine', 'half \ud83d'] })).toBe('a.1');
    expect(findUnstorableText({ ['\udc00']: 1 })).toBe('\udc00');
  });

  it('passes everything else, unicode included', () => {
    expect(
      findUnstorableText({ a: '\u202E👩‍👩‍👧 مرحبا', b: [1, null, true], c: '%00' }),
    ).toBeUndefined();
    expect(findUnstorableText(null)).toBeUndefined();
  });
});

describe('findUnstorableText on deep input', () => {
  it('walks nesting deeper than the call stack', () => {
    const deep = JSON.parse('['.repeat(50_000) + '"\\u0000"' + ']'.repeat(50_000)) as unknown;
    expect(findUnstorableText(deep)).toBeTypeOf('string');
  });
});
