/* Generated from schemas/company.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * A company.
 */
export interface Company {
  id: number;
  name: string;
}
