/* Generated from schemas/charge-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Charge } from './charge';

/**
 * A page of charges.
 */
export interface ChargeList {
  items: Charge[];
  count: number;
}
