/* Generated from schemas/shallow-profile.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Email } from './email';
import type { Role } from './role';

/**
 * GET users/shallow-profile/: what the layout and route guard need.
 */
export interface ShallowProfile {
  id: number;
  username: string;
  email: Email;
  isSuperuser: boolean;
  isStaff: boolean;
  hasAcceptedTerms: boolean;
  /**
   * True while the first or last name is empty.
   */
  shouldUpdateProfile: boolean;
  isAdmin: boolean;
  /**
   * True while the user's role must use a second factor (MFA_REQUIRED_ROLES) and none is set up: the API refuses everything but the setup until then.
   */
  mustSetUpSecondFactor: boolean;
  role: Role;
  /**
   * The portal's TIME_ZONE (IANA name): the calendar every day and month the portal judges or names is a day or month of, whatever the browser's zone.
   */
  timeZone: string;
}
