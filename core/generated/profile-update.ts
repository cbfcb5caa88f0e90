/* Generated from schemas/profile-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Email } from './email';

/**
 * PATCH users/profile/: the owner's username and e-mail, and the names sent (a name left out stays; null or blank clears it, as names are optional on a profile).
 */
export interface ProfileUpdate {
  username: string;
  email: Email;
  first_name?: string | null;
  last_name?: string | null;
  /**
   * Required when `email` differs from the current address: the change is then mailed to the new address for confirmation.
   */
  currentPassword?: string;
}
