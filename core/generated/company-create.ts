/* Generated from schemas/company-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */

/**
 * POST companies/ (administrators): a company's name, unique.
 */
export interface CompanyCreate {
  name: string;
}
