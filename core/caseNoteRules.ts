import { HOUR_MS } from './durations';

/**
 * What a case note holds across fields, judged alike by the form (`src/engine/formChecks.ts`) and
 * the API: a session's length and mode are a session's, required there and held by no other kind.
 */

/** How long after it is written a case note may still be changed; after that a change is an amendment. */
export const CASE_NOTE_EDIT_HOURS = 24;

export interface CaseNoteSessionFields {
  kind?: unknown;
  sessionMinutes?: unknown;
  sessionMode?: unknown;
}

const SESSION_FIELDS = ['sessionMinutes', 'sessionMode'] as const;

/** The i18n key of each session field's refusal, by field; empty when the note is whole. */
export function caseNoteSessionErrors(note: CaseNoteSessionFields): Record<string, string> {
  const session = note.kind === 'session';
  const errors: Record<string, string> = {};
  for (const field of SESSION_FIELDS) {
    const held = note[field] !== null && note[field] !== undefined && note[field] !== '';
    if (session && !held) {
      errors[field] = 'portal.case_notes.session_required';
    } else if (!session && held) {
      errors[field] = 'portal.case_notes.session_only';
    }
  }
  return errors;
}

/** Whether a note written at `createdAt` is locked at `now`: changed only by amendments. */
export const caseNoteLocked = (createdAt: Date, now: Date): boolean =>
  now.getTime() - createdAt.getTime() >= CASE_NOTE_EDIT_HOURS * HOUR_MS;
