import { accessCodeDateErrors } from '../../core/accessCodeDates';
import type { FormDefinition } from '../../core/formDefinition';

type Payload = Record<string, unknown>;
type FormCheck = (payload: Payload, now: Date) => Record<string, string>;

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The cross-field rules a form definition names (`check`), each the same pure rule the API
 * applies; they answer message keys by payload field.
 */
export const FORM_CHECKS: Record<NonNullable<FormDefinition['check']>, FormCheck> = {
  // A new code is created now; its date field picks days of the browser's calendar.
  accessCodeDates: (payload, now) =>
    accessCodeDateErrors(
      {
        createdAt: now.toISOString(),
        assignedAt: text(payload.assigned_at),
        usedAt: text(payload.used_at),
      },
      now,
      Intl.DateTimeFormat().resolvedOptions().timeZone,
    ),
};
