/* Generated from schemas/access-code-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AccessCode } from './access-code';

/**
 * A page of access codes.
 */
export interface AccessCodeList {
  items: AccessCode[];
  count: number;
}
