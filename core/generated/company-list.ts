/* Generated from schemas/company-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Company } from './company';

/**
 * A page of companies.
 */
export interface CompanyList {
  items: Company[];
  count: number;
}
