import type { AppMessages } from '../en';
import { app, errors, language, validation } from './common';
import { login } from './login';
import { users, usersResource } from './users';

/**
 * The portal's own messages in isiZulu, key for key with `i18n/en/`; react-admin's `ra.*`
 * messages are in `i18n/zu/ra.ts`. Loanwords follow ra.ts: i-imeyili, iphasiwedi, iseva.
 */
export const zuluMessages: AppMessages = {
  resources: {
    users: usersResource,
  },
  portal: {
    app,
    language,
    errors,
    validation,
    login,
    users,
  },
};
