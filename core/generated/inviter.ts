/* Generated from schemas/inviter.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Email } from './email';

/**
 * The user who sent an invitation.
 */
export interface Inviter {
  firstName: string | null;
  lastName: string | null;
  email: Email;
}
