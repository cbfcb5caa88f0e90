/* Generated from schemas/invited-supporter.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { Designation } from './designation';
import type { Email } from './email';
import type { InvitationStatus } from './invitation-status';

/**
 * A supporter invited by e-mail who has not signed up yet.
 */
export interface InvitedSupporter {
  email: Email;
  designation: Designation;
  status: InvitationStatus;
  createdAt: IsoDateTime;
}
