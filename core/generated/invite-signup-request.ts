/* Generated from schemas/invite-signup-request.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Email } from './email';
import type { Password } from './password';
import type { Uuid } from './uuid';

/**
 * POST auth/invite-signup/: sign up from an emailed invitation.
 */
export interface InviteSignupRequest {
  invite_uuid: Uuid;
  /**
   * The one-time code sent with the invitation (upper-cased).
   */
  invite_code: string;
  email: Email;
  first_name: string;
  last_name: string;
  password: Password;
  /**
   * True when the invitation is for a client (charge).
   */
  is_client: boolean;
}
