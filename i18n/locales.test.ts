import { describe, expect, it } from 'vitest';

import { messages } from '../src/i18n/messages';
import { englishMessages } from './en';
import { zuluMessages } from './zu';

type Tree = { [key: string]: Tree | string | undefined };

/** `{a: {b: 'x'}}` → `a.b → x`. */
function flatten(tree: object, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree as Tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') {
      out.set(path, value);
    } else if (value !== undefined) {
      flatten(value, path).forEach((text, nested) => out.set(nested, text));
    }
  }
  return out;
}

const placeholders = (text: string): string[] =>
  [...new Set(text.match(/%\{[^}]+\}/g) ?? [])].sort();

const english = flatten(messages.en);
const zulu = flatten(messages.zu);

describe('locales', () => {
  it('has every English key in Zulu', () => {
    expect([...english.keys()].filter((key) => !zulu.has(key))).toEqual([]);
  });

  it('names each month one way: its short name is the start of its full name (issue 31)', () => {
    for (const tree of [english, zulu]) {
      const full = tree.get('portal.shared.date_names.months')?.split(' ') ?? [];
      const short = tree.get('portal.shared.date_names.months_short')?.split(' ') ?? [];
      expect(full).toHaveLength(12);
      expect(short.map((name, month) => full[month]?.startsWith(name))).toEqual(
        Array(12).fill(true),
      );
    }
  });

  it('has no Zulu key that English lacks', () => {
    expect([...zulu.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it('has no empty app message in either language (react-admin leaves ra.boolean.null empty)', () => {
    const empty = [...english, ...zulu].filter(
      ([key, text]) => !key.startsWith('ra.') && text.trim() === '',
    );
    expect(empty.map(([key]) => key)).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const differing = [...english].filter(
      ([key, text]) =>
        zulu.has(key) && placeholders(text).join() !== placeholders(zulu.get(key) ?? '').join(),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('has the same plural forms in both languages', () => {
    const forms = (text: string) => text.split('||||').length;
    const differing = [...english].filter(
      ([key, text]) => forms(text) !== forms(zulu.get(key) ?? ''),
    );
    expect(differing.map(([key]) => key)).toEqual([]);
  });

  it('translates every app string (no English left in the Zulu tree)', () => {
    const zuluApp = flatten(zuluMessages);
    const untranslated = [...flatten(englishMessages)].filter(
      ([key, text]) => zuluApp.get(key) === text,
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('keeps the error and validation sentences of the spec in English', () => {
    expect(english.get('portal.errors.network')).toBe(
      'Could not connect to our the servers. Make sure you have an internet connection and try again.',
    );
    expect(english.get('portal.errors.default')).toBe('An error occured. Please try again later.');
    expect(english.get('portal.validation.required')).toBe('This field is required');
    expect(english.get('portal.validation.email')).toBe('Email is invalid');
    expect(english.get('portal.login.reset_success')).toBe(
      'Your password has been reset. Log in to continue.',
    );
  });
});
