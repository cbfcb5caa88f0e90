import { mergeTranslations, type TranslationMessages } from 'ra-core';
import englishRaMessages from 'ra-language-english';

import { englishMessages } from '../../i18n/en';

/** English's full message tree: react-admin's `ra.*` plus the portal's own. */
export const englishTree = mergeTranslations(
  englishRaMessages,
  englishMessages,
) as TranslationMessages;
