/* Generated from schemas/case-manager-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { CaseManager } from './case-manager';

/**
 * A page of case managers.
 */
export interface CaseManagerList {
  items: CaseManager[];
  count: number;
}
