/* Generated from schemas/access-code-bulk-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AccessCodeCreate } from './access-code-create';

/**
 * POST admin/access-codes/bulk-create/.
 */
export interface AccessCodeBulkCreate {
  /**
   * @minItems 1
   * @maxItems 500
   */
  access_codes: [AccessCodeCreate, ...AccessCodeCreate[]];
}
