/* Generated from schemas/uuid-params.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { Uuid } from './uuid';

/**
 * Path parameters of a route addressing a record by its uuid.
 */
export interface UuidParams {
  uuid: Uuid;
}
