import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';

import type { SessionsSummary } from '../../types/generated/sessions-summary';
import { BAR_GAP_RATIO, barChartMaxWidth } from '../shared/bars';
import { axisDate } from '../shared/chartDate';

/** Sessions per calendar month; bars at most 30 px wide (spec section 9). */
export const SessionsChart = ({ months }: { months: SessionsSummary['sessions'] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  return (
    <Box
      data-testid="sessions-chart"
      data-points={months.length}
      sx={{ maxWidth: barChartMaxWidth(months.length), width: '100%' }}
    >
      <BarChart
        height={260}
        hideLegend
        xAxis={[
          {
            scaleType: 'band',
            data: months.map((m) => m.date),
            valueFormatter: (value: string) => axisDate(value, translate, 'month'),
            categoryGapRatio: BAR_GAP_RATIO,
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
