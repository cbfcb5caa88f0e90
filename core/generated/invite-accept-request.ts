/* Generated from schemas/invite-accept-request.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Uuid } from './uuid';

/**
 * POST auth/invite-accept/: accept an emailed invitation as the signed-in account it was sent to.
 */
export interface InviteAcceptRequest {
  invite_uuid: Uuid;
  /**
   * The one-time code sent with the invitation (upper-cased).
   */
  invite_code: string;
  /**
   * True when the invitation is for a client (charge).
   */
  is_client: boolean;
}
