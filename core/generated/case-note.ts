/* Generated from schemas/case-note.json by `npm run gen`. Do not edit: change the schema and run npm run gen. */
import type { CaseNoteAmendment } from './case-note-amendment';
import type { IsoDateTime } from './date-time';
import type { IsoDate } from './date';

/**
 * A case note under a charge, as its current values, with its amendments oldest first. `locked`: its first 24 hours are over, so a change is an amendment; `mine`: the caller wrote it (and alone may change it).
 */
export interface CaseNote {
  id: number;
  kind: 'contact' | 'session' | 'supervision' | 'event';
  noteDate: IsoDate;
  sessionMinutes: number | null;
  sessionMode: 'in_person' | 'phone' | 'video' | 'message' | null;
  text: string;
  visibility: 'private' | 'supporters' | 'supporters_and_admins';
  author: string;
  mine: boolean;
  locked: boolean;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
  amendments: CaseNoteAmendment[];
}
