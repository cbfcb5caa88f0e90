/* Generated from schemas/token-request.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Email } from './email';

/**
 * POST auth/token/: sign in.
 */
export interface TokenRequest {
  email: Email;
  /**
   * No strength rule at login.
   */
  password: string;
  remember?: boolean;
}
