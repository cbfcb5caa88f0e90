/* Generated from schemas/case-note-create.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDate } from './date';

/**
 * POST charges/{uuid}/notes/ (a supporter of the charge whose own consent is Given). A session's length in minutes and its mode are given for a session and for no other kind (400 otherwise). Visibility: private (the author alone), supporters (every supporter of the charge with Given consent) or supporters_and_admins (administrators too).
 */
export interface CaseNoteCreate {
  kind: 'contact' | 'session' | 'supervision' | 'event';
  noteDate: IsoDate;
  sessionMinutes?: number | null;
  sessionMode?: 'in_person' | 'phone' | 'video' | 'message' | null;
  text: string;
  visibility: 'private' | 'supporters' | 'supporters_and_admins';
}
