/* Generated from schemas/user.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';
import type { Email } from './email';
import type { Uuid } from './uuid';

/**
 * An account, as listed for administrators (GET users/).
 */
export interface User {
  id: number;
  uuid: Uuid;
  username: string;
  email: Email;
  firstName: string | null;
  lastName: string | null;
  dateJoined: IsoDateTime;
  isAdmin: boolean;
  /**
   * False once an administrator deactivated the account: it cannot sign in.
   */
  isActive: boolean;
}
