import type { ReactNode } from 'react';
import { InputHelperText, useInput } from 'react-admin';

import { calendarDay } from '../../core/calendarDay';
import { DateInput } from '../shared/DateInput';
import { dayStartOf } from '../shared/formatDate';
import { useTimeZone } from '../shared/TimeZoneContext';

export interface DayFieldProps {
  source: string;
  /** The visible label (it may carry the required asterisk). */
  label: ReactNode;
  /** The label's plain text, for the calendar's button and dialog names. */
  name: string;
  disabled?: boolean;
  required?: boolean;
  /** i18n key of a hint under the input. */
  help?: string;
}

/** What the date input answers for a day: that day's midnight, an ISO date-time. */
const INSTANT = /^\d{4}-\d{2}-\d{2}T/;

/**
 * `YYYY-MM-DD` of a day the date input chose (the portal's midnight), or the text as typed: a
 * text half typed is kept as it is, never read as a date (`2` is no day of 2001).
 */
function dayOf(value: string | null, timeZone: string): string | null {
  return value !== null && INSTANT.test(value) ? calendarDay(new Date(value), timeZone) : value;
}

/** The date input's value for a stored `YYYY-MM-DD`: the portal's midnight of that day. */
function instantOf(day: unknown, timeZone: string): string | null {
  if (typeof day !== 'string' || day === '') {
    return null;
  }
  return dayStartOf(day, timeZone) ?? day;
}

/**
 * A schema `date` (a calendar day, no time and no zone) entered as the spec's date field, kept
 * in the form as `YYYY-MM-DD`.
 */
export const DayField = ({ source, label, name, disabled, required, help }: DayFieldProps) => {
  const { field, fieldState, id } = useInput({ source });
  const timeZone = useTimeZone();
  return (
    <DateInput
      id={id}
      label={label}
      name={name}
      value={instantOf(field.value, timeZone)}
      onChange={(value) => field.onChange(dayOf(value, timeZone))}
      onBlur={field.onBlur}
      disabled={disabled}
      required={required}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={help} />}
    />
  );
};
