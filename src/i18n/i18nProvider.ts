import type { I18nProvider } from 'ra-core';
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
 * initial locale's messages must be loaded first (`loadMessages`, main does it before the first
 * render); another language is fetched when the reader switches to it.
 */
export function createI18nProvider(options: I18nProviderOptions = {}): I18nProvider {
  const { initialLocale = readSettings().language, onLocale } = options;
  const provider = polyglotI18nProvider(
    (locale) => {
      const language = isLanguage(locale) ? locale : 'en';
      return loadedMessages(language) ?? loadMessages(language);
    },
    initialLocale,
    LOCALES,
    // A missing key shows the key and warns, so gaps are caught rather than hidden.
    { allowMissing: false },
  );
  onLocale?.(initialLocale);
  return {
    ...provider,
    changeLocale: async (locale, changeOptions) => {
      await provider.changeLocale(locale, changeOptions);
      onLocale?.(locale);
    },
  };
}
