/* Generated from schemas/assignable-user.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Email } from './email';
import type { Uuid } from './uuid';

/**
 * A staff user an issue can be assigned to.
 */
export interface AssignableUser {
  uuid: Uuid;
  email: Email;
  firstName: string | null;
  lastName: string | null;
}
