import { mergeTranslations, type TranslationMessages } from 'ra-core';

import { zuluMessages } from '../../i18n/zu';
import { zuluRaMessages } from '../../i18n/zu/ra';

/** isiZulu's full message tree: react-admin's `ra.*` plus the portal's own. */
export const zuluTree = mergeTranslations(zuluRaMessages, zuluMessages) as TranslationMessages;
