import { accessCodeDateErrors } from '../../core/accessCodeDates';
import { caseNoteSessionErrors } from '../../core/caseNoteRules';
import type { FormDefinition } from '../../core/formDefinition';

type Payload = Record<string, unknown>;
/** `timeZone`: the portal's, the calendar the API judges the same days on. */
type FormCheck = (payload: Payload, now: Date, timeZone: string) => Record<string, string>;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The cross-field rules a form definition names (`check`), each the same pure rule the API
 * applies; they answer message keys by payload field.
 */
export const FORM_CHECKS: Record<NonNullable<FormDefinition['check']>, FormCheck> = {
  // A new code is created now; its date fields pick days of the portal's calendar.
  accessCodeDates: (payload, now, timeZone) =>
    accessCodeDateErrors(
      {
        createdAt: now.toISOString(),
        assignedAt: text(payload.assigned_at),
        usedAt: text(payload.used_at),
      },
      now,
      timeZone,
    ),
  caseNoteSession: (payload) => caseNoteSessionErrors(payload),
};
