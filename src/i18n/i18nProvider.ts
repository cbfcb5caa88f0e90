import type { I18nProvider, TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';

import { LANGUAGES, readSettings, type Language } from '../settings/settingsStorage';
import { LOCALES, loadedMessages, loadMessages } from './languageMessages';

const isLanguage = (locale: string): locale is Language => LANGUAGES.includes(locale as Language);

export interface I18nProviderOptions {
  /** The first locale; defaults to the stored setting so the first paint is in it. */
  initialLocale?: Language;
  /** Told the locale at start and after each change (main sets `<html lang>` with it). */
  onLocale?: (locale: string) => void;
}

/**
 * English and isiZulu over polyglot: react-admin's `ra.*` messages plus the portal's own. The
 * initial locale's messages must be loaded first (at least its login page's: main does it before
 * the first render); the whole tree arrives with the admin (PortalRoot) and translations follow
 * it from then on; another language is fetched whole when the reader switches to it.
 */
export function createI18nProvider(options: I18nProviderOptions = {}): I18nProvider {
  const { initialLocale = readSettings().language, onLocale } = options;
  let locale = initialLocale;
  let current: { messages: TranslationMessages; polyglot: I18nProvider } | undefined;
  const polyglot = (): I18nProvider => {
    const messages = loadedMessages(locale);
    if (!messages) {
      throw new Error(`The messages of ${locale} are not loaded (loadLoginMessages)`);
    }
    if (current?.messages !== messages) {
      current = {
        messages,
        // A missing key shows the key and warns, so gaps are caught rather than hidden.
        polyglot: polyglotI18nProvider(() => messages, locale, LOCALES, { allowMissing: false }),
      };
    }
    return current.polyglot;
  };
  polyglot();
  onLocale?.(initialLocale);
  return {
    translate: (key, translateOptions) => polyglot().translate(key, translateOptions),
    changeLocale: async (next) => {
      const language = isLanguage(next) ? next : 'en';
      await loadMessages(language);
      locale = language;
      onLocale?.(language);
    },
    getLocale: () => locale,
    getLocales: () => LOCALES,
  };
}
