/* Generated from schemas/case-note-list.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { CaseNote } from './case-note';

/**
 * A page of case notes.
 */
export interface CaseNoteList {
  items: CaseNote[];
  count: number;
}
