/* Generated from schemas/app-access-log.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { AppAccessLogEntry } from './app-access-log-entry';

/**
 * Companion app: who on the staff side viewed the client's data, newest first (at most the last 500).
 */
export interface AppAccessLog {
  items: AppAccessLogEntry[];
  count: number;
}
