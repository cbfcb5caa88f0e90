/* Generated from schemas/app-record-id.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * Companion app: the id of the record a post created (201) or had already stored (200).
 */
export interface AppRecordId {
  id: number;
}
