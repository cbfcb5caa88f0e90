import { TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { InputHelperText, useInput } from 'react-admin';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as a `datetime-local` input wants it, in the browser's time zone. */
function toLocalInput(value: unknown): string {
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) {
    return '';
  }
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

export interface DateTimeFieldProps {
  source: string;
  label: ReactNode;
  disabled?: boolean;
  /** i18n key of a hint under the input. */
  help?: string;
}

/** A date and time kept in the form as an ISO string (the schemas' `date-time`). */
export const DateTimeField = ({ source, label, disabled, help }: DateTimeFieldProps) => {
  const { field, fieldState, id } = useInput({ source });
  return (
    <TextField
      id={id}
      type="datetime-local"
      label={label}
      disabled={disabled}
      value={toLocalInput(field.value)}
      onChange={(event) => {
        const date = new Date(event.target.value);
        field.onChange(Number.isNaN(date.getTime()) ? null : date.toISOString());
      }}
      onBlur={field.onBlur}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} helperText={help} />}
      slotProps={{ inputLabel: { shrink: true } }}
      fullWidth
    />
  );
};
