import { app, errors, language, validation } from './common';
import { login } from './login';
import { users, usersResource } from './users';

/**
 * The portal's own English messages, in react-admin's shape: `resources.<name>.name` and
 * `resources.<name>.fields.<field>`, and every app string under `portal.*`. react-admin's own
 * `ra.*` messages come from ra-language-english; `i18n/zu/` mirrors this tree key for key (the
 * type below makes a missing Zulu key a compile error). One file per feature keeps edits apart.
 */
export const englishMessages = {
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

/** The shape every locale's app messages must have: the English tree, with any strings. */
type MessageShape<T> = { [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]> };
export type AppMessages = MessageShape<typeof englishMessages>;
