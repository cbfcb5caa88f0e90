import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishMessages } from '../../i18n/en';
import { zuluMessages } from '../../i18n/zu';
import { currentLanguage, inLanguage, languageOf, translate } from './translate';

const serverDir = join(import.meta.dirname, '..');

/** The server's own source: no tests, and no migrations or seed (frozen, or demo data). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['migrations', 'seed'].includes(entry.name) ? [] : sourceFiles(path);
    }
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

const sources = sourceFiles(serverDir).map((file) => ({
  name: relative(serverDir, file),
  text: readFileSync(file, 'utf8'),
}));

function messageAt(catalogue: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      catalogue,
    );
}

/** `file:line` of every line of the server's source matching `pattern`. */
function linesMatching(pattern: RegExp): string[] {
  return sources.flatMap(({ name, text }) =>
    text
      .split('\n')
      .flatMap((line, index) =>
        pattern.test(line) ? [`${name}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe('translate', () => {
  it('fills placeholders and answers the key itself when there is no message', () => {
    expect(translate('portal.validation.min', { n: 4 })).toBe(
      'This field must be more than or equal to 4',
    );
    expect(translate('portal.no.such.key')).toBe('portal.no.such.key');
  });

  it("picks a name's plural form by smart_count, as the portal does", () => {
    expect(translate('resources.access-codes.name', { smart_count: 1 })).toBe('Access code');
    expect(translate('resources.access-codes.name', { smart_count: 3 })).toBe('Access codes');
    expect(translate('resources.access-codes.name')).toBe('Access code');
  });

  it('answers in the language it runs in, English outside any', async () => {
    expect(currentLanguage()).toBe('en');
    expect(inLanguage('zu', () => translate('portal.validation.min', { n: 4 }))).toBe(
      messageAt(zuluMessages, 'portal.validation.min')?.toString().replace('%{n}', '4'),
    );
    // The language follows what the work awaits.
    const later = await inLanguage('zu', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      return translate('portal.api.auth.login_failed');
    });
    expect(later).toBe(messageAt(zuluMessages, 'portal.api.auth.login_failed'));
    expect(translate('portal.api.auth.login_failed')).toBe(
      'Unable to log in with the provided credentials.',
    );
  });

  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['zu', 'zu'],
    ['zu-ZA', 'zu'],
    ['ZU', 'zu'],
    ['en-GB,zu;q=0.9', 'en'],
    ['fr,zu;q=0.5,en;q=0.4', 'zu'],
    ['zu;q=0,en', 'en'],
    ['fr, de', 'en'],
  ])('reads Accept-Language %j as %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });
});

describe('the server speaks only through i18n keys', () => {
  const keys = new Set(
    sources.flatMap(({ text }) =>
      [...text.matchAll(/'(portal\.[\w.]+\w)'/g)].map((m) => m[1] ?? ''),
    ),
  );

  it('finds a non-empty English and Zulu message for every portal key the server names', () => {
    expect(keys.size).toBeGreaterThan(50);
    const missing = [...keys].flatMap((key) =>
      (['en', 'zu'] as const).flatMap((language) => {
        const message = messageAt(language === 'en' ? englishMessages : zuluMessages, key);
        return typeof message === 'string' && message.trim() !== '' ? [] : [`${language} ${key}`];
      }),
    );
    expect(missing).toEqual([]);
  });

  it('has a Zulu text for every message of the API catalogue, never the English one', () => {
    const walk = (en: unknown, zu: unknown, path: string): string[] =>
      typeof en === 'string'
        ? typeof zu === 'string' && zu.trim() !== '' && zu !== en
          ? []
          : [path]
        : Object.entries(en as Record<string, unknown>).flatMap(([key, value]) =>
            walk(value, (zu as Record<string, unknown> | undefined)?.[key], `${path}.${key}`),
          );
    expect(walk(englishMessages.portal.api, zuluMessages.portal.api, 'portal.api')).toEqual([]);
  });

  it('sends no inline text in ApiError, fieldError or reply calls', () => {
    const literal = `['"\`][A-Za-z]`;
    expect(
      linesMatching(
        new RegExp(
          [
            `ApiError(\\.\\w+)?\\(\\s*(\\d+,\\s*)?${literal}`,
            `fieldError\\([^,]+,\\s*${literal}`,
            `\\bmessage:\\s*${literal}`,
            `\\.send\\(\\s*${literal}`,
          ].join('|'),
        ),
      ),
    ).toEqual([]);
  });

  it('keeps no sentence in a constant of its own (a message sent by name)', () => {
    expect(linesMatching(/^(export )?const [A-Z_]+ = ['"`][A-Z][^'"`]*\s[^'"`]*\.['"`];/)).toEqual(
      [],
    );
  });

  it('translates when a message is sent, never at import time (that would be English for all)', () => {
    expect(linesMatching(/^(export )?const \w+ = translate\(/)).toEqual([]);
  });

  it('never sends an English message it did not write (Fastify, plugins, the list dialect)', () => {
    // An ApiError's message is the one exception: it was made with translate() when thrown.
    const apiErrorOwn = /message: error\.message, data: error\.data/;
    expect(
      linesMatching(/(message|reason):\s*\w+\.message\b/).filter((line) => !apiErrorOwn.test(line)),
    ).toEqual([]);
  });
});
