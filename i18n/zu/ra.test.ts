import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';

import { zuluRaMessages } from './ra';

type Tree = { [key: string]: Tree | string | undefined };

/** Flattens a message tree into `dotted.key.path → string`. */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      out.set(path, value);
    } else if (value !== undefined) {
      for (const [p, v] of flatten(value, path)) {
        out.set(p, v);
      }
    }
  }
  return out;
}

const placeholders = (s: string): string[] => [...new Set(s.match(/%\{[^}]+\}/g) ?? [])].sort();
const pluralForms = (s: string): number => s.split('||||').length;

/**
 * Keys whose Zulu string may equal the English one. Each of these contains no words at all —
 * only placeholders and whitespace (a blank label for null booleans, and page titles that are
 * just the resource name and record representation) — so there is nothing to translate.
 */
const ALLOWED_IDENTICAL = new Set([
  'ra.boolean.null',
  'ra.page.list',
  'ra.page.edit',
  'ra.page.show',
]);

const en = flatten(englishMessages);
const zu = flatten(zuluRaMessages);

describe('zuluRaMessages', () => {
  it('has exactly the same key paths as ra-language-english', () => {
    expect(en.size).toBeGreaterThan(100);
    expect([...zu.keys()].sort()).toEqual([...en.keys()].sort());
  });

  it('keeps the same %{...} placeholders for every key', () => {
    for (const [key, english] of en) {
      expect(placeholders(zu.get(key) ?? ''), key).toEqual(placeholders(english));
    }
  });

  it('keeps the same number of Polyglot plural forms', () => {
    for (const [key, english] of en) {
      expect(pluralForms(zu.get(key) ?? ''), key).toBe(pluralForms(english));
    }
  });

  it('translates every string except the word-free allowed ones', () => {
    for (const [key, english] of en) {
      const zulu = zu.get(key) ?? '';
      expect(zulu.trim() === '' && english.trim() !== '', `${key} is empty`).toBe(false);
      if (ALLOWED_IDENTICAL.has(key)) {
        expect(english.replace(/%\{[^}]+\}/g, '').trim(), key).toBe('');
      } else {
        expect(zulu, key).not.toBe(english);
      }
    }
  });
});
