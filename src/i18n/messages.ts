import { mergeTranslations, type TranslationMessages } from 'ra-core';
import englishRaMessages from 'ra-language-english';

import { englishMessages } from '../../i18n/en';
import { zuluMessages } from '../../i18n/zu';
import { zuluRaMessages } from '../../i18n/zu/ra';
import type { Language } from '../settings/settingsStorage';

/** The full message tree of each language: react-admin's `ra.*` plus the portal's own. */
export const messages: Record<Language, TranslationMessages> = {
  en: mergeTranslations(englishRaMessages, englishMessages) as TranslationMessages,
  zu: mergeTranslations(zuluRaMessages, zuluMessages) as TranslationMessages,
};

/** Language names are written in their own language, as pickers conventionally show them. */
export const LOCALES: { locale: Language; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'zu', name: 'isiZulu' },
];
