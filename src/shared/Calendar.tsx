import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';

import { formatFullDay, formatMonthTitle, weekdayShort } from '../engine/formatDate';
import {
  addDays,
  addMonths,
  calendarMonth,
  canGoToPreviousMonth,
  dayKey,
  isBeforeMin,
  startOfDay,
  type WeekStart,
} from './calendarMonth';
import { usePortalNow } from './TimeZoneContext';

export interface CalendarProps {
  value: Date | null;
  onChange: (date: Date) => void;
  /** Earlier days, and months wholly before it, cannot be chosen. */
  minDate?: Date | null;
  /** Spec section 2: weeks start on Sunday by default. */
  weekStartsOn?: WeekStart;
  /** Moves the focus to the chosen day (else today, or the minimum date) when it opens. */
  autoFocus?: boolean;
}

const sameDay = (a: Date | null, b: Date) =>
  a !== null && startOfDay(a).getTime() === startOfDay(b).getTime();

/** The key that moves the focus, and where to: a day, a week, a month, a week's ends. */
function moved(day: Date, key: string, weekStartsOn: WeekStart): Date | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return addDays(day, -((day.getDay() - weekStartsOn + 7) % 7));
    case 'End':
      return addDays(day, 6 - ((day.getDay() - weekStartsOn + 7) % 7));
    case 'PageUp':
      return addMonths(day, -1);
    case 'PageDown':
      return addMonths(day, 1);
    default:
      return null;
  }
}

/**
 * A month calendar: the week starts on Sunday unless told otherwise, and a minimum date disables
 * the days before it and the previous-month button. Names of months and days come from the
 * messages (engine/formatDate), in the portal's language; its days are wall-clock dates of the
 * portal's calendar (shared/wallClock.ts), today the portal's. One day is in the tab order; the arrow keys move
 * by day and week, Home and End to the week's ends, Page Up and Page Down by month, never before
 * the minimum date.
 */
export const Calendar = ({
  value,
  onChange,
  minDate,
  weekStartsOn = 0,
  autoFocus = false,
}: CalendarProps) => {
  const translate = useTranslate();
  // Today on the portal's calendar (TimeZoneContext), which may not be the browser's today.
  const today = usePortalNow();
  const initial = value ?? (minDate && isBeforeMin(today, minDate) ? minDate : today);
  const [view, setView] = useState({ year: initial.getFullYear(), month: initial.getMonth() });
  const [focused, setFocused] = useState(() => startOfDay(initial));
  const weeks = calendarMonth(view.year, view.month, weekStartsOn);
  const shown = weeks.flat();
  // The day in the tab order: the focused one while it is shown, else the month's first.
  const tabbable =
    shown.find(({ date }) => dayKey(date) === dayKey(focused))?.date ??
    shown.find(({ date, inMonth }) => inMonth && !isBeforeMin(date, minDate))?.date;
  const grid = useRef<HTMLDivElement>(null);
  const focusPending = useRef(autoFocus);
  useEffect(() => {
    if (focusPending.current && tabbable) {
      focusPending.current = false;
      grid.current?.querySelector<HTMLElement>(`[data-day="${dayKey(tabbable)}"]`)?.focus();
    }
  });
  const onDayKeyDown = (event: KeyboardEvent, day: Date) => {
    const next = moved(day, event.key, weekStartsOn);
    if (next === null) {
      return;
    }
    event.preventDefault();
    if (isBeforeMin(next, minDate)) {
      return;
    }
    focusPending.current = true;
    setFocused(next);
    setView({ year: next.getFullYear(), month: next.getMonth() });
  };
  const move = (delta: number) =>
    setView(({ year, month }) => {
      const next = new Date(year, month + delta, 1);
      return { year: next.getFullYear(), month: next.getMonth() };
    });
  const title = formatMonthTitle(view.year, view.month, translate);
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
      <Box ref={grid} role="grid" aria-label={title} sx={{ display: 'grid', gap: 0.25 }}>
        <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}>
          {weeks[0]?.map(({ date }) => (
            <Typography
              key={date.getDay()}
              role="columnheader"
              variant="caption"
              sx={{ textAlign: 'center', color: 'text.secondary' }}
            >
              {weekdayShort(date.getDay(), translate)}
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
                    aria-label={formatFullDay(date, translate)}
                    aria-pressed={selected}
                    disabled={isBeforeMin(date, minDate)}
                    variant={selected ? 'contained' : 'text'}
                    data-day={dayKey(date)}
                    tabIndex={tabbable && dayKey(date) === dayKey(tabbable) ? 0 : -1}
                    onKeyDown={(event) => onDayKeyDown(event, date)}
                    onFocus={() => setFocused(date)}
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
