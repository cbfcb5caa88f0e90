/* Generated from schemas/profile.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { Email } from './email';
import type { Role } from './role';

/**
 * GET users/profile/: the signed-in user's full profile.
 */
export interface Profile {
  id: number;
  username: string;
  email: Email;
  firstName: string | null;
  lastName: string | null;
  dateJoined: IsoDateTime;
  role: Role;
  /**
   * The role label in the request language.
   */
  roleDisplay: string;
  isAdmin: boolean;
  isStaff: boolean;
  /**
   * True when the user must change the password.
   */
  resetPassword: boolean;
  /**
   * The carer profile id, or null for a user without one.
   */
  profileId: number | null;
  /**
   * When the second factor (TOTP) was confirmed, or null while it is off.
   */
  secondFactorSince: string | null;
  /**
   * The portal's TIME_ZONE (IANA name): the calendar the profile's dates are shown on.
   */
  timeZone: string;
  /**
   * True when the user's role must use a second factor (MFA_REQUIRED_ROLES): it cannot be turned off.
   */
  secondFactorRequired: boolean;
  /**
   * Answered by PATCH when an e-mail change waits for the new address to confirm it.
   */
  pendingEmail?: string;
}
