import { mergeTranslations, type TranslationMessages } from 'ra-core';

import type { AppMessages } from '../../i18n/en';

/** The portal's messages the login page shows (its form, the language picker, the errors). */
export type LoginMessages = Pick<
  AppMessages['portal'],
  'app' | 'language' | 'errors' | 'validation' | 'login'
>;

/**
 * What a first paint of the login page needs of a language: react-admin's `ra.*` (its inputs'
 * validation, notifications) and the portal's login messages, without the admin's pages.
 */
export function loginTree(ra: TranslationMessages, portal: LoginMessages): TranslationMessages {
  return mergeTranslations(ra, { portal }) as TranslationMessages;
}
