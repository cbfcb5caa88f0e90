/**
 * The portal's own English messages, in react-admin's shape: `resources.<name>.name` and
 * `resources.<name>.fields.<field>`, and every app string under `portal.*`. react-admin's own
 * `ra.*` messages come from ra-language-english; `i18n/zu.ts` mirrors this tree key for key.
 */
export const englishMessages = {
  resources: {
    users: {
      name: 'User |||| Users',
      fields: {
        username: 'Username',
        email: 'Email',
        firstName: 'First name',
        lastName: 'Last name',
        dateJoined: 'Joined at',
        isAdmin: 'Administrator',
      },
    },
  },
  portal: {
    app: {
      name: 'Case-manager portal',
    },
    language: {
      label: 'Language',
    },
    login: {
      title: 'Welcome back',
      subtitle: 'Log in to follow and support the people in your care.',
      email: 'Email',
      password: 'Password',
      remember_me: 'Remember me',
      submit: 'Login',
      forgot_password: 'Forgot password?',
      privacy_policy: 'Privacy policy',
      reset_success: 'Your password has been reset. Log in to continue.',
      panel_title: 'Care, one step at a time.',
      panel_text: 'Follow engagement, consent and wellbeing in one calm place.',
    },
    errors: {
      network:
        'Could not connect to our the servers. Make sure you have an internet connection and try again.',
      default: 'An error occured. Please try again later.',
    },
    // Spec section 5; the API words its field errors with these too (server/lib/translate.ts).
    validation: {
      required: 'This field is required',
      email: 'Email is invalid',
      min: 'This field must be more than or equal to %{n}',
      max: 'This field must be less than or equal to %{n}',
      exact_length: 'This field must have exactly %{n} characters',
      match: 'The fields do not match',
      passwords_mismatch: 'The passwords entered do not match',
      supporter_already_invited: 'You have already invited a supporter with this email',
      invalid: 'This value is invalid',
      unknown_field: 'This field is not allowed',
    },
    users: {
      title: 'Users',
      placeholder: 'The users list is on its way and will appear here soon.',
    },
  },
};

/** The shape every locale's app messages must have: the English tree, with any strings. */
type MessageShape<T> = { [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]> };
export type AppMessages = MessageShape<typeof englishMessages>;
