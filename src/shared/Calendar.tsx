import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';

import {
  calendarMonth,
  canGoToPreviousMonth,
  isBeforeMin,
  startOfDay,
  type WeekStart,
} from './calendarMonth';

export interface CalendarProps {
  value: Date | null;
  onChange: (date: Date) => void;
  /** Earlier days, and months wholly before it, cannot be chosen. */
  minDate?: Date | null;
  /** Spec section 2: weeks start on Sunday by default. */
  weekStartsOn?: WeekStart;
}

const sameDay = (a: Date | null, b: Date) =>
  a !== null && startOfDay(a).getTime() === startOfDay(b).getTime();

/**
 * A month calendar: the week starts on Sunday unless told otherwise, and a minimum date disables
 * the days before it and the previous-month button. Names of months and days come from the
 * browser's Intl data in the portal's language.
 */
export const Calendar = ({ value, onChange, minDate, weekStartsOn = 0 }: CalendarProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const initial = value ?? minDate ?? new Date();
  const [view, setView] = useState({ year: initial.getFullYear(), month: initial.getMonth() });
  const weeks = calendarMonth(view.year, view.month, weekStartsOn);
  const move = (delta: number) =>
    setView(({ year, month }) => {
      const next = new Date(year, month + delta, 1);
      return { year: next.getFullYear(), month: next.getMonth() };
    });
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(
    new Date(view.year, view.month, 1),
  );
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full' });
  return (
    <Box sx={{ width: 7 * 40, maxWidth: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <IconButton
          aria-label={translate('portal.shared.calendar.previous_month')}
          disabled={!canGoToPreviousMonth(view.year, view.month, minDate)}
          onClick={() => move(-1)}
        >
          <ChevronLeft />
        </IconButton>
        <Typography component="h2" variant="subtitle1" aria-live="polite">
          {title}
        </Typography>
        <IconButton
          aria-label={translate('portal.shared.calendar.next_month')}
          onClick={() => move(1)}
        >
          <ChevronRight />
        </IconButton>
      </Stack>
      <Box role="grid" aria-label={title} sx={{ display: 'grid', gap: 0.25 }}>
        <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}>
          {weeks[0]?.map(({ date }) => (
            <Typography
              key={date.getDay()}
              role="columnheader"
              variant="caption"
              sx={{ textAlign: 'center', color: 'text.secondary' }}
            >
              {weekday.format(date)}
            </Typography>
          ))}
        </Box>
        {weeks.map((week) => (
          <Box
            role="row"
            key={week[0]?.date.toISOString()}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}
          >
            {week.map(({ date, inMonth }) => {
              const selected = sameDay(value, date);
              return (
                <Box role="gridcell" key={date.toISOString()} aria-selected={selected}>
                  <Button
                    size="small"
                    aria-label={fullDate.format(date)}
                    aria-pressed={selected}
                    disabled={isBeforeMin(date, minDate)}
                    variant={selected ? 'contained' : 'text'}
                    onClick={() => onChange(startOfDay(date))}
                    sx={{
                      minWidth: 0,
                      width: '100%',
                      aspectRatio: '1',
                      borderRadius: '50%',
                      color: selected ? undefined : inMonth ? 'text.primary' : 'text.secondary',
                    }}
                  >
                    {date.getDate()}
                  </Button>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
};
