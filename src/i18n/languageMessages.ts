import type { TranslationMessages } from 'ra-core';

import type { Language } from '../settings/settingsStorage';
import { englishLoginTree } from './englishLoginTree';

/** Language names are written in their own language, as pickers conventionally show them. */
export const LOCALES: { locale: Language; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'zu', name: 'isiZulu' },
];

/**
 * A first visit to the login page fetches only what that page shows of one language.
 * English's login messages ship with the first page, isiZulu's are a small chunk; each
 * language's whole tree is its own chunk, fetched with the admin (PortalRoot) or when the reader
 * picks the language.
 */
const loginLoaders: Record<Language, () => Promise<TranslationMessages>> = {
  en: () => Promise.resolve(englishLoginTree),
  zu: async () => (await import('./zuluLoginTree')).zuluLoginTree,
};
const wholeLoaders: Record<Language, () => Promise<TranslationMessages>> = {
  en: async () => (await import('./englishTree')).englishTree,
  zu: async () => (await import('./zuluTree')).zuluTree,
};

const login: Partial<Record<Language, TranslationMessages>> = { en: englishLoginTree };
const whole: Partial<Record<Language, TranslationMessages>> = {};

/** The most of the language's messages already here: its whole tree, else its login page's. */
export function loadedMessages(language: Language): TranslationMessages | undefined {
  return whole[language] ?? login[language];
}

/** At least the login page's messages of the language (a first paint waits for them). */
export async function loadLoginMessages(language: Language): Promise<void> {
  if (!loadedMessages(language)) {
    login[language] = await loginLoaders[language]();
  }
}

/** Every message of the language (the admin's pages). */
export async function loadMessages(language: Language): Promise<TranslationMessages> {
  const messages = whole[language] ?? (await wholeLoaders[language]());
  whole[language] = messages;
  return messages;
}
