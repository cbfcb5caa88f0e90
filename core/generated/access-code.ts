/* Generated from schemas/access-code.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AccessCodeValue } from './access-code-value';
import type { IsoDateTime } from './date-time';

/**
 * An access code, as listed for administrators (GET admin/access-codes/).
 */
export interface AccessCode {
  id: number;
  code: AccessCodeValue;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  assignedAt: string | null;
  usedAt: string | null;
  /**
   * Full name of the client who used it.
   */
  usedBy: string | null;
  /**
   * E-mail of the carer it was created for.
   */
  createdFor: string | null;
}
