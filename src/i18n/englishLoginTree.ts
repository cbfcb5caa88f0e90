import englishRaMessages from 'ra-language-english';

import { app, errors, language, validation } from '../../i18n/en/common';
import { login } from '../../i18n/en/login';
import { loginTree } from './loginTree';

/** English's login page messages: shipped with the first page (the whole tree comes later). */
export const englishLoginTree = loginTree(englishRaMessages, {
  app,
  language,
  errors,
  validation,
  login,
});
