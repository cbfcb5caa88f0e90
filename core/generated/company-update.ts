/* Generated from schemas/company-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * PATCH companies/{id}/ (administrators): the fields that change.
 */
export interface CompanyUpdate {
  name?: string;
}
