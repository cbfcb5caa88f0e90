import { AsyncLocalStorage } from 'node:async_hooks';
import Polyglot from 'node-polyglot';
import { englishMessages } from '../../i18n/en';
import { zuluMessages } from '../../i18n/zu';

import { LANGUAGES, type Language } from '../../core/languages';

export { LANGUAGES, type Language };

/** The language of the request being answered (set by plugins/language.ts), or of a mail. */
const storage = new AsyncLocalStorage<Language>();

/**
 * The reader's language from an `Accept-Language` header: the supported language with the
 * highest weight (`zu-ZA` counts as `zu`), English when none is supported or the header is absent.
 */
export function languageOf(header: string | string[] | undefined): Language {
  const ranges = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const weight = params.find((param) => param.trim().startsWith('q='));
      const q = weight ? Number(weight.trim().slice(2)) : 1;
      return { primary: tag.split('-')[0] ?? '', q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((range) => range.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranges.find((range) => (LANGUAGES as readonly string[]).includes(range.primary));
  return (found?.primary as Language | undefined) ?? 'en';
}

/** Runs `work` (and everything it awaits) with `language` as the language of translate(). */
export function inLanguage<T>(language: Language, work: () => T): T {
  return storage.run(language, work);
}

/**
 * Makes `language` the language of the rest of the current asynchronous flow: for a request's
 * hooks, whose later steps (body parsing, validation, handler) Fastify runs from callbacks.
 */
export function enterLanguage(language: Language): void {
  storage.enterWith(language);
}

/** The language of the request being answered, or undefined outside any (a seed, a worker). */
export function requestLanguage(): Language | undefined {
  return storage.getStore();
}

/** The language translate() answers in now: the request's or mail's, English outside both. */
export function currentLanguage(): Language {
  return storage.getStore() ?? 'en';
}

/**
 * The portal's own messages through Polyglot, as the portal's ra-i18n-polyglot reads them: nested
 * keys, `%{name}` placeholders and plural forms by `smart_count` (`'Company |||| Companies'`). A
 * key missing in Zulu answers the English message, and one missing in both answers the key.
 */
const english = new Polyglot({ phrases: englishMessages, locale: 'en', allowMissing: true });
const polyglots: Record<Language, Polyglot> = {
  en: english,
  zu: new Polyglot({
    phrases: zuluMessages,
    locale: 'zu',
    onMissingKey: (key, options) => english.t(key, options),
  }),
};

/**
 * Resolves a `portal.*` message key in the current language (see currentLanguage), from the
 * portal's own messages, so a rule's wording is declared once (i18n) and the API says it in the
 * same words as the forms, in the reader's language. Call it when the message is sent, never at
 * import time (a module-level constant would be English for every reader).
 */
export function translate(key: string, values: Record<string, string | number> = {}): string {
  // A name with plural forms asked for without a count is its singular, as a label reads it.
  return polyglots[currentLanguage()].t(key, { smart_count: 1, ...values });
}
