/* Generated from schemas/case-note-amendment.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDateTime } from './date-time';

/**
 * A change to a case note after its first 24 hours: who made it, when, and each field changed with its previous and new value.
 */
export interface CaseNoteAmendment {
  id: number;
  authorName: string;
  createdAt: IsoDateTime;
  changes: {
    field: 'kind' | 'noteDate' | 'sessionMinutes' | 'sessionMode' | 'text' | 'visibility';
    from: string | number | null;
    to: string | number | null;
  }[];
}
