/* Generated from schemas/invitation-status.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * Invitation status: PN pending, AC accepted, RJ rejected.
 */
export type InvitationStatus = 'PN' | 'AC' | 'RJ';
