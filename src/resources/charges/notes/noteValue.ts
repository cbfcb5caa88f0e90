import type { CaseNoteAmendment } from '../../../../core/generated/case-note-amendment';
import { caseNotes } from '../../../../resources/caseNotes';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Change = CaseNoteAmendment['changes'][number];

/** The fields whose values are choices, labelled by their `resources.case-notes.choices.*` keys. */
const CHOICES = new Set(['kind', 'sessionMode', 'visibility']);

/** One value of a note's field as the reader reads it: a choice by its label, nothing as "(none)". */
export function noteValue(field: Change['field'], value: Change['from'], translate: Translate) {
  if (value === null || value === '') {
    return translate('portal.case_notes.empty_value');
  }
  return CHOICES.has(field)
    ? translate(`resources.${caseNotes.name}.choices.${field}.${value}`)
    : String(value);
}

/** One change of an amendment: "Note: “before” became “after”". */
export const changeText = (change: Change, translate: Translate) =>
  translate('portal.case_notes.change', {
    field: translate(`resources.${caseNotes.name}.fields.${change.field}`),
    from: noteValue(change.field, change.from, translate),
    to: noteValue(change.field, change.to, translate),
  });
