/* Generated from schemas/charge-invitation.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Designation } from './designation';
import type { Email } from './email';
import type { Inviter } from './inviter';
import type { Uuid } from './uuid';

/**
 * GET charges/invitations/{id}/: an invitation to support a charge.
 */
export interface ChargeInvitation {
  uuid: Uuid;
  email: Email;
  designation: Designation;
  invitedBy: Inviter;
  charge: {
    email: Email;
    name: string;
  };
}
