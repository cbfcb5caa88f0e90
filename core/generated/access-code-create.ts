/* Generated from schemas/access-code-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AccessCodeValue } from './access-code-value';

/**
 * POST admin/access-codes/.
 */
export interface AccessCodeCreate {
  code: AccessCodeValue;
  /**
   * Carer id.
   */
  created_for?: number | null;
  assigned_at?: string | null;
  /**
   * Charge id.
   */
  used_by?: number | null;
  used_at?: string | null;
}
