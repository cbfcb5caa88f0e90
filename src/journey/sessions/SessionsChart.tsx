import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';

import { wallClock } from '../../shared/wallClock';
import { formatMonthOf, monthShort } from '../../engine/formatDate';
import { useWidth } from '../calendar/useWidth';
import { barGapRatio } from '../shared/bars';
import { EventLegend } from '../events/EventLegend';
import { EventMarkers } from '../events/EventMarkers';
import { useJourneyEvents } from '../events/JourneyEventsContext';
import type { JourneyEvent } from '../events/journeyEvents';

/**
 * Sessions per calendar month of the portal's calendar, every month of the period drawn (zeros
 * included); bars at most 30 px wide across the card's full width (spec section 9).
 */
export const SessionsChart = ({ months }: { months: { date: string; count: number }[] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const [ref, width] = useWidth();
  // The period's months, from the first day of its first to the last day of its last.
  const first = months[0] && wallClock(months[0].date, 'UTC');
  const last = months.at(-1) && wallClock(months.at(-1)!.date, 'UTC');
  const events = useJourneyEvents(
    first && last
      ? { min: first, max: new Date(last.getFullYear(), last.getMonth() + 1, 0, 23, 59) }
      : { min: new Date(NaN), max: new Date(NaN) },
  );
  // An event stands on its month's bar.
  const monthOf = (event: JourneyEvent) =>
    months.find((m) => m.date.slice(0, 7) === event.day.slice(0, 7))?.date;
  // 'Jan' on each bar, with the year on the first and wherever the year changes.
  const ticks = new Map(
    months.map((m, i) => {
      const year = m.date.slice(0, 4);
      const name = monthShort(Number(m.date.slice(5, 7)) - 1, translate);
      return [
        m.date,
        i === 0 || months[i - 1]?.date.slice(0, 4) !== year ? `${name} ${year}` : name,
      ];
    }),
  );
  const label = (value: string, context: { location: string }) => {
    const wall = wallClock(value, 'UTC');
    if (context.location === 'tick') {
      return ticks.get(value) ?? '';
    }
    return wall ? formatMonthOf(wall, translate) : '';
  };
  return (
    <Box ref={ref} data-testid="sessions-chart" data-points={months.length} sx={{ width: '100%' }}>
      <BarChart
        height={260}
        hideLegend
        xAxis={[
          {
            scaleType: 'band',
            data: months.map((m) => m.date),
            valueFormatter: label,
            categoryGapRatio: barGapRatio(months.length, width),
          },
        ]}
        yAxis={[{ tickMinStep: 1 }]}
        series={[
          {
            data: months.map((m) => m.count),
            label: translate('portal.journey.sessions.count'),
            color: theme.palette.primary.main,
          },
        ]}
      >
        <EventMarkers events={events} at={monthOf} />
      </BarChart>
      <EventLegend events={events} />
    </Box>
  );
};
