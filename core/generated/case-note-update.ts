/* Generated from schemas/case-note-update.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { IsoDate } from './date';

/**
 * PATCH charges/{uuid}/notes/{noteId}/ (its author): the fields that change. Within 24 hours of writing the note changes; after that the same change is an amendment kept with the note (who, when, each field's previous and new value).
 */
export interface CaseNoteUpdate {
  kind?: 'contact' | 'session' | 'supervision' | 'event';
  noteDate?: IsoDate;
  sessionMinutes?: number | null;
  sessionMode?: 'in_person' | 'phone' | 'video' | 'message' | null;
  text?: string;
  visibility?: 'private' | 'supporters' | 'supporters_and_admins';
}
