/* Generated from schemas/mail-status.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * Mail status: SS sent, PN pending, FL failed.
 */
export type MailStatus = 'SS' | 'PN' | 'FL';
