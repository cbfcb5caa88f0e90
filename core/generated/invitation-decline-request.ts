/* Generated from schemas/invitation-decline-request.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Uuid } from './uuid';

/**
 * Decline a client invitation with its code.
 */
export interface InvitationDeclineRequest {
  invite_uuid: Uuid;
  invite_code: string;
}
