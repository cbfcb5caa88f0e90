import type { ReactNode } from 'react';
import { InputHelperText, useInput } from 'react-admin';

import { DateInput } from '../shared/DateInput';

export interface DateTimeFieldProps {
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

/**
 * A schema `date-time` entered as the spec's date field: a day as year/month/day, typed or
 * chosen in the calendar, kept in the form as the ISO date-time of its midnight.
 */
export const DateTimeField = ({
  source,
  label,
  name,
  disabled,
  required,
  help,
}: DateTimeFieldProps) => {
  const { field, fieldState, id } = useInput({ source });
  return (
    <DateInput
      id={id}
      label={label}
      name={name}
      value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={disabled}
      required={required}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={help} />}
    />
  );
};
