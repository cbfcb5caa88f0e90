import CalendarMonth from '@mui/icons-material/CalendarMonth';
import { IconButton, InputAdornment, Popover, TextField } from '@mui/material';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

import { Calendar } from './Calendar';
import { dayStartOf, formatYearMonthDay, parseYearMonthDay, yearMonthDay } from './formatDate';
import { useTimeZone } from './TimeZoneContext';

export interface DateInputProps {
  id?: string;
  /** The visible label (it may carry the required asterisk). */
  label: ReactNode;
  /** The label's plain text, for the names of the calendar button and the calendar. */
  name: string;
  /** An ISO date-time, or text typed that names no day (the schema then calls it invalid). */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  /** Earlier days cannot be chosen in the calendar. */
  minDate?: Date | null;
  disabled?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
}

/** What the text field shows for a value: its day as year/month/day, else the text as typed. */
const textOf = (value: string | null, timeZone: string) =>
  value === null ? '' : (formatYearMonthDay(value, timeZone) ?? value);

/** What a text typed into the field stands for: null when blank, the day's midnight, or itself. */
function valueOf(text: string, timeZone: string): string | null {
  if (text.trim() === '') {
    return null;
  }
  return dayStartOf(text, timeZone) ?? text;
}

/**
 * The spec's date field (section 2): the day as year/month/day, typed or chosen in the
 * Sunday-first calendar a button opens in a popover. Days are the portal's (TimeZoneContext): the
 * value is the chosen day's midnight on the portal's calendar, as an ISO date-time, whatever the
 * browser's zone.
 */
export const DateInput = ({
  id,
  label,
  name,
  value,
  onChange,
  onBlur,
  minDate,
  disabled,
  error,
  helperText,
  required,
}: DateInputProps) => {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const calendarId = useId();
  const anchor = useRef<HTMLDivElement>(null);
  // The popover's anchor, the whole field, while the calendar is open.
  const [openAt, setOpenAt] = useState<HTMLElement | null>(null);
  const open = openAt !== null;
  const [text, setText] = useState(() => textOf(value, timeZone));
  // A value set from outside (a reset, a dependent field cleared) replaces the text typed.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    if (valueOf(text, timeZone) !== value) {
      setText(textOf(value, timeZone));
    }
  }
  const chosen = value === null ? null : parseYearMonthDay(textOf(value, timeZone));
  const change = (nextText: string) => {
    const next = valueOf(nextText, timeZone);
    setText(nextText);
    setShownValue(next);
    onChange(next);
  };
  return (
    <>
      <TextField
        id={id}
        ref={anchor}
        label={label}
        value={text}
        placeholder={translate('portal.shared.date.format')}
        disabled={disabled}
        error={error}
        helperText={helperText}
        onChange={(event) => change(event.target.value)}
        onBlur={onBlur}
        fullWidth
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'numeric', autoComplete: 'off', 'aria-required': required },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  edge="end"
                  disabled={disabled}
                  aria-label={translate('portal.shared.date.open_calendar', { field: name })}
                  aria-haspopup="dialog"
                  aria-expanded={open}
                  aria-controls={open ? calendarId : undefined}
                  onClick={() => setOpenAt(anchor.current)}
                >
                  <CalendarMonth />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={open}
        anchorEl={openAt}
        onClose={() => setOpenAt(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{
          paper: {
            id: calendarId,
            role: 'dialog',
            'aria-label': translate('portal.shared.date.calendar', { field: name }),
            sx: { p: 1.5 },
          },
        }}
      >
        <Calendar
          value={chosen}
          minDate={minDate}
          autoFocus
          onChange={(day) => {
            change(yearMonthDay(day));
            setOpenAt(null);
          }}
        />
      </Popover>
    </>
  );
};
