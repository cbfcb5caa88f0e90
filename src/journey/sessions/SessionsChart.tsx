import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';

import { wallClock } from '../../shared/wallClock';
import { formatMonthOf, monthShort } from '../../engine/formatDate';
import { useWidth } from '../calendar/useWidth';
import { barGapRatio } from '../shared/bars';

/**
 * Sessions per calendar month of the portal's calendar, every month of the period drawn (zeros
 * included); bars at most 30 px wide across the card's full width (spec section 9).
 */
export const SessionsChart = ({ months }: { months: { date: string; count: number }[] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const [ref, width] = useWidth();
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
      />
    </Box>
  );
};
