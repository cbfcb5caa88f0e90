/* Generated from schemas/forgot-password-request.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Email } from './email';

/**
 * POST auth/forgot-password/: mail a reset token.
 */
export interface ForgotPasswordRequest {
  email: Email;
}
