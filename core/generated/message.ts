/* Generated from schemas/message.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * A plain acknowledgement.
 */
export interface Message {
  message: string;
}
