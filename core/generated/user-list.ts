/* Generated from schemas/user-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { User } from './user';

/**
 * A page of users.
 */
export interface UserList {
  items: User[];
  count: number;
}
