import { app, errors, language, validation } from '../../i18n/zu/common';
import { login } from '../../i18n/zu/login';
import { zuluRaMessages } from '../../i18n/zu/ra';
import { loginTree } from './loginTree';

/** isiZulu's login page messages: a chunk of their own, before a first paint in isiZulu. */
export const zuluLoginTree = loginTree(zuluRaMessages, {
  app,
  language,
  errors,
  validation,
  login,
});
