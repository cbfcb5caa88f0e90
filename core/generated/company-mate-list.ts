/* Generated from schemas/company-mate-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { CompanyMate } from './company-mate';

/**
 * A page of company mates.
 */
export interface CompanyMateList {
  items: CompanyMate[];
  count: number;
}
