/** Portal messages: common. Keys mirror i18n/zu/common.ts. */

export const app = {
  name: 'Case-manager portal',
};

export const language = {
  label: 'Language',
};

export const errors = {
  network:
    'Could not connect to our the servers. Make sure you have an internet connection and try again.',
  default: 'An error occured. Please try again later.',
};

// Spec section 5; the API words its field errors with these too (server/lib/translate.ts).
export const validation = {
  required: 'This field is required',
  email: 'Email is invalid',
  min: 'This field must be more than or equal to %{n}',
  max: 'This field must be less than or equal to %{n}',
  exact_length: 'This field must have exactly %{n} characters',
  match: 'The fields do not match',
  passwords_mismatch: 'The passwords entered do not match',
  supporter_already_invited: 'You have already invited a supporter with this email',
  invalid: 'This value is invalid',
  hidden_characters:
    'This field may not contain control, direction-changing or invisible characters',
  unknown_field: 'This field is not allowed',
};
