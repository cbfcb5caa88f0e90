/* Generated from schemas/action-confirmation.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * An irreversible action's confirmation: the record's field its definition names (the client's e-mail), typed by the reader.
 */
export interface ActionConfirmation {
  confirmation: string;
}
