/* Generated from schemas/access-code-detail.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AccessCodeValue } from './access-code-value';
import type { IsoDateTime } from './date-time';
import type { Email } from './email';
import type { Uuid } from './uuid';

/**
 * GET admin/access-codes/{id}/.
 */
export interface AccessCodeDetail {
  id: number;
  code: AccessCodeValue;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  /**
   * A client registered with it; it stays used when that charge is gone (its use date stays).
   */
  used: boolean;
  /**
   * The carer it was created for.
   */
  createdFor: {
    uuid: Uuid;
    email: Email;
    username: string;
    assignedAt: string | null;
  } | null;
  /**
   * The client who registered with it.
   */
  usedBy: {
    uuid: Uuid;
    firstName: string;
    lastName: string;
    /**
     * Company name, or null when the person has none.
     */
    company: string | null;
    policy: string | null;
    email: Email;
    usedAt: string | null;
  } | null;
  /**
   * The charge request it was made for, while unused.
   */
  toBeUsedBy: {
    firstName: string;
    lastName: string;
    /**
     * Company name, or null when the person has none.
     */
    company: string | null;
    policy: string | null;
    email: string | null;
  } | null;
}
