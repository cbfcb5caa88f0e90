/* Generated from schemas/assignable-user-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AssignableUser } from './assignable-user';

/**
 * GET feedback/issues/assignable-users/: the administrators an issue can be assigned to.
 */
export interface AssignableUserList {
  items: AssignableUser[];
  count: number;
}
