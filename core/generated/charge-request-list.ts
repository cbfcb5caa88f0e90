/* Generated from schemas/charge-request-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { ChargeRequest } from './charge-request';

/**
 * A page of charge requests.
 */
export interface ChargeRequestList {
  items: ChargeRequest[];
  count: number;
}
