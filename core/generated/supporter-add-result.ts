/* Generated from schemas/supporter-add-result.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * The answer of an add-supporter call.
 */
export interface SupporterAddResult {
  /**
   * True when an invitation was mailed; false when an existing user was attached directly.
   */
  is_new_supporter: boolean;
}
