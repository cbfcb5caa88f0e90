/* Generated from schemas/new-password-request.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Password } from './password';

/**
 * POST auth/new-password/: set a new password with the mailed token.
 */
export interface NewPasswordRequest {
  token: string;
  password: Password;
}
