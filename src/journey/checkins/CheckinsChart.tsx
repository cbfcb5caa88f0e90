import { Box, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';

import type { DailyCheckin } from '../../types/generated/daily-checkin';
import { axisDate, DAY_MS } from '../shared/chartDate';
import { GRAPH_LAST_ENTRIES } from '../shared/period';
import { CHECKIN_MAX, CHECKIN_MIN, type CheckinSeries } from './checkinSeries';
import { SERIES_COLORS } from './moodColors';

const TICKS = Array.from({ length: CHECKIN_MAX - CHECKIN_MIN + 1 }, (_, i) => CHECKIN_MIN + i);

/** The visible check-in series over time, on the 1 to 5 scale; markers only on short stretches. */
export const CheckinsChart = ({
  checkins,
  visible,
}: {
  checkins: DailyCheckin[];
  visible: readonly CheckinSeries[];
}) => {
  const translate = useTranslate();
  const theme = useTheme();
  const colors = { mood: theme.palette.primary.main, ...SERIES_COLORS };
  return (
    <Box data-testid="checkins-chart" data-points={checkins.length} data-series={visible.join(' ')}>
      <LineChart
        height={280}
        xAxis={[
          {
            scaleType: 'time',
            // Ticks at least a day apart: the labels name days.
            tickMinStep: DAY_MS,
            data: checkins.map((c) => new Date(c.checkinAt)),
            valueFormatter: (value: Date) => axisDate(value.toISOString(), translate, 'day'),
          },
        ]}
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
      />
    </Box>
  );
};
