import type { TranslationMessages } from 'ra-core';

import type { Language } from '../settings/settingsStorage';
import { englishTree } from './englishTree';
import { zuluTree } from './zuluTree';

/**
 * The full message tree of each language, both at once (tests and tools). The portal itself
 * loads a language when it is first needed (languageMessages), so a first visit fetches one.
 */
export const messages: Record<Language, TranslationMessages> = { en: englishTree, zu: zuluTree };
