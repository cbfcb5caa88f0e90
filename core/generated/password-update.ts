/* Generated from schemas/password-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Password } from './password';

/**
 * POST users/profile/update-password/.
 */
export interface PasswordUpdate {
  currentPassword: string;
  newPassword: Password;
}
