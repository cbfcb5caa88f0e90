/* Generated from schemas/case-manager-charge-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { CaseManagerCharge } from './case-manager-charge';

/**
 * A page of a case manager's charges.
 */
export interface CaseManagerChargeList {
  items: CaseManagerCharge[];
  count: number;
}
