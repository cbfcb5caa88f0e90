import { Box, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';

import type { DailyCheckin } from '../../../core/generated/daily-checkin';
import { wallDay } from '../calendar/calendar';
import type { ChartDomain } from '../calendar/chartDomain';
import { timeAxisRightMargin, timeXAxis } from '../calendar/timeXAxis';
import { useTimeZone } from '../../shared/TimeZoneContext';
import { useWidth } from '../calendar/useWidth';
import { GRAPH_LAST_ENTRIES } from '../shared/period';
import { CHECKIN_MAX, CHECKIN_MIN, type CheckinSeries } from './checkinSeries';
import { seriesColors } from './moodColors';
import { EventLegend } from '../events/EventLegend';
import { EventMarkers } from '../events/EventMarkers';
import { useJourneyEvents } from '../events/JourneyEventsContext';

const TICKS = Array.from({ length: CHECKIN_MAX - CHECKIN_MIN + 1 }, (_, i) => CHECKIN_MIN + i);

/**
 * The visible check-in series over time, on the 1 to 5 scale. A check-in is a day's: it sits on
 * its day's tick of the portal's calendar (an evening check-in is not drawn near the next day).
 */
export const CheckinsChart = ({
  checkins,
  visible,
  domain,
}: {
  checkins: DailyCheckin[];
  visible: readonly CheckinSeries[];
  /** The x domain (chartDomain.ts), in wall-clock dates. */
  domain: ChartDomain;
}) => {
  const translate = useTranslate();
  const theme = useTheme();
  const timeZone = useTimeZone();
  const [ref, width] = useWidth();
  const events = useJourneyEvents(domain);
  const colors = seriesColors(theme.palette.mode);
  const days = checkins.map((c) => wallDay(c.checkinAt, timeZone) ?? new Date(NaN));
  return (
    <Box
      ref={ref}
      data-testid="checkins-chart"
      data-points={checkins.length}
      data-series={visible.join(' ')}
    >
      <LineChart
        height={280}
        margin={{ right: timeAxisRightMargin(domain) }}
        xAxis={[timeXAxis(days, domain, width, translate)]}
        yAxis={[{ min: CHECKIN_MIN, max: CHECKIN_MAX, tickInterval: TICKS }]}
        series={visible.map((series) => ({
          id: series,
          data: checkins.map((c) => c[series]),
          label: translate(`portal.journey.checkins.series.${series}`),
          color: colors[series],
          // Markers only where points are few enough to tell apart.
          showMark: checkins.length <= GRAPH_LAST_ENTRIES,
          // Straight segments: a smoothed curve overshoots the 1 to 5 scale between daily points.
          curve: 'linear' as const,
        }))}
      >
        <EventMarkers events={events} />
      </LineChart>
      <EventLegend events={events} />
    </Box>
  );
};
