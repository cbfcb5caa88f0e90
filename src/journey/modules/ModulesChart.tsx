import { Box, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';

import { axisDate, DAY_MS } from '../shared/chartDate';
import { modulesYMax, type CumulativePoint } from './cumulative';

/** Cumulative pages read over time; y runs to the last total plus 50 (spec section 9). */
export const ModulesChart = ({ points }: { points: CumulativePoint[] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  return (
    <Box data-testid="modules-chart" data-points={points.length}>
      <LineChart
        height={260}
        sx={{ '& .MuiLineChart-area': { fillOpacity: 0.25 } }}
        hideLegend
        xAxis={[
          {
            scaleType: 'time',
            // Ticks at least a day apart: the labels name days.
            tickMinStep: DAY_MS,
            data: points.map((p) => new Date(`${p.date}T00:00:00`)),
            valueFormatter: (value: Date) => axisDate(value.toISOString(), translate, 'day'),
          },
        ]}
        yAxis={[{ min: 0, max: modulesYMax(points) }]}
        series={[
          {
            data: points.map((p) => p.total),
            label: translate('portal.journey.modules.cumulative'),
            color: theme.palette.secondary.main,
            showMark: false,
            area: true,
          },
        ]}
      />
    </Box>
  );
};
