/* Generated from schemas/app-module-read-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';

/**
 * Companion app: one module page read.
 */
export interface AppModuleReadCreate {
  module_id: number;
  page: number;
  read_at: IsoDateTime;
}
