/* Generated from schemas/case-manager-invitation.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Designation } from './designation';
import type { Email } from './email';
import type { Inviter } from './inviter';
import type { Uuid } from './uuid';

/**
 * GET case-managers/invitation/{id}/: an invitation to support a charge request.
 */
export interface CaseManagerInvitation {
  uuid: Uuid;
  email: Email;
  designation: Designation;
  invitedBy: Inviter;
  chargeRequest: {
    email: string | null;
    firstName: string;
    lastName: string;
  };
}
