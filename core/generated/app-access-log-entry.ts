/* Generated from schemas/app-access-log-entry.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';

/**
 * Companion app: one time someone on the staff side looked at or took the client's data.
 */
export interface AppAccessLogEntry {
  at: IsoDateTime;
  /**
   * The viewer's role as stored: AD administrator, QM quality manager, MG manager, CA case manager (a supporter); null for the retention job.
   */
  role: 'AD' | 'QM' | 'MG' | 'CA' | null;
  /**
   * The viewer's name as the client knows them: one of their supporters' names; null for staff who are not their supporter.
   */
  name: string | null;
  /**
   * What was viewed or taken: the journey (the client's app data), a progress report of it, or the export of everything held.
   */
  viewed: 'journey' | 'report' | 'export' | 'anonymise';
}
