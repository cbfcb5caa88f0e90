import { email, required } from 'react-admin';

/** Spec section 5, login: email required and valid; password required. */
export const validateEmail = [
  required('portal.validation.required'),
  email('portal.validation.email'),
];
export const validatePassword = [required('portal.validation.required')];
