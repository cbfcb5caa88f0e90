/* Generated from schemas/app-session-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';

/**
 * Companion app: one app session.
 */
export interface AppSessionCreate {
  started_at: IsoDateTime;
  duration_seconds: number;
}
