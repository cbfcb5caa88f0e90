import { Box, useTheme } from '@mui/material';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';

import { wallClock } from '../../shared/wallClock';
import { chartDomain } from '../calendar/chartDomain';
import { TIME_AXIS_RIGHT_MARGIN, timeXAxis } from '../calendar/timeXAxis';
import { useTimeZone } from '../../shared/TimeZoneContext';
import { useWidth } from '../calendar/useWidth';
import { EventLegend } from '../events/EventLegend';
import { EventMarkers } from '../events/EventMarkers';
import { useJourneyEvents } from '../events/JourneyEventsContext';
import { modulesYMax, type CumulativePoint } from './cumulative';

/** Cumulative pages read over time; y runs to the last total plus 50 (spec section 9). */
export const ModulesChart = ({ points }: { points: CumulativePoint[] }) => {
  const translate = useTranslate();
  const theme = useTheme();
  const [ref, width] = useWidth();
  const timeZone = useTimeZone();
  // Read days are the portal's calendar days already ('YYYY-MM-DD').
  const days = points.map((p) => wallClock(p.date, 'UTC') ?? new Date(NaN));
  const domain = chartDomain('all', days[0], timeZone);
  const events = useJourneyEvents(domain);
  return (
    <Box ref={ref} data-testid="modules-chart" data-points={points.length}>
      <LineChart
        height={260}
        sx={{ '& .MuiLineChart-area': { fillOpacity: 0.25 } }}
        hideLegend
        margin={{ right: TIME_AXIS_RIGHT_MARGIN }}
        xAxis={[timeXAxis(days, domain, width, translate)]}
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
      >
        <EventMarkers events={events} />
      </LineChart>
      <EventLegend events={events} />
    </Box>
  );
};
