import { Box, useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';

import { formatMonth } from '../../engine/formatDate';

import type { IssueStatsSeries } from './issueStatsSeries';

/** Gap between bands: a band of at most 75 px keeps each bar at most 30 px (spec section 9). */
const GAP_RATIO = 0.6;
const MAX_BAND = 75;

/** Stacked bars of resolved and unresolved issues per month. */
export const IssueStatsChart = ({ series }: { series: IssueStatsSeries }) => {
  const translate = useTranslate();
  const theme = useTheme();
  // Browsers ship no isiZulu month names; the messages do.
  const label = (month: string) => formatMonth(month, translate);
  return (
    <Box sx={{ maxWidth: series.months.length * MAX_BAND + 80 }}>
      <BarChart
        height={300}
        xAxis={[
          {
            scaleType: 'band',
            data: series.months,
            valueFormatter: label,
            categoryGapRatio: GAP_RATIO,
          },
        ]}
        yAxis={[{ tickMinStep: 1 }]}
        series={[
          {
            data: series.resolved,
            label: translate('portal.issues.stats.resolved'),
            stack: 'issues',
            color: theme.palette.success.main,
          },
          {
            data: series.unresolved,
            label: translate('portal.issues.stats.unresolved'),
            stack: 'issues',
            color: theme.palette.warning.main,
          },
        ]}
      />
    </Box>
  );
};
