/* Generated from schemas/supporter-add.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Designation } from './designation';
import type { Email } from './email';

/**
 * POST charges/{id}/add-supporter/ and case-managers/charge-requests/{id}/add-supporter/.
 */
export interface SupporterAdd {
  email: Email;
  designation: Designation;
}
