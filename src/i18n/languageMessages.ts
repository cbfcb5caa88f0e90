import type { TranslationMessages } from 'ra-core';

import type { Language } from '../settings/settingsStorage';
import { englishTree } from './englishTree';

/** Language names are written in their own language, as pickers conventionally show them. */
export const LOCALES: { locale: Language; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'zu', name: 'isiZulu' },
];

/**
 * English ships with the first page; isiZulu is its own chunk, fetched before the first paint
 * when it is the stored language and otherwise when the reader picks it (issue 17: the login
 * page's first load carries one language, not both).
 */
const loaders: Record<Language, () => Promise<TranslationMessages>> = {
  en: () => Promise.resolve(englishTree),
  zu: async () => (await import('./zuluTree')).zuluTree,
};

const loaded: Partial<Record<Language, TranslationMessages>> = { en: englishTree };

/** The language's messages when they are already here (the first locale must be). */
export function loadedMessages(language: Language): TranslationMessages | undefined {
  return loaded[language];
}

export async function loadMessages(language: Language): Promise<TranslationMessages> {
  const messages = loaded[language] ?? (await loaders[language]());
  loaded[language] = messages;
  return messages;
}
