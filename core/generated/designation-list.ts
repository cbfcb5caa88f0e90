/* Generated from schemas/designation-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Designation } from './designation';

/**
 * The stored designations, answered whole: the defaults (Case manager, OT) first, then what users typed, alphabetically.
 */
export interface DesignationList {
  items: Designation[];
  count: number;
}
