import { Box, useTheme } from '@mui/material';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';

import { SCORE_SCALES, type Questionnaire } from '../../core/severity';
import { wallClock } from '../calendar/calendar';
import { timeXAxis } from '../calendar/timeXAxis';
import { useJourneyTimeZone } from '../calendar/TimeZoneContext';
import { useWidth } from '../calendar/useWidth';
import { GRAPH_LAST_ENTRIES } from '../shared/period';
import type { ScoreEntry } from './questionnaires';

/** Chart y step default (spec section 9). */
const Y_STEP = 5;

/** Totals over time, y from 0 to the scale's maximum, the healthy range as a threshold line. */
export const ScoreChart = ({
  questionnaire,
  entries,
}: {
  questionnaire: Questionnaire;
  entries: ScoreEntry[];
}) => {
  const translate = useTranslate();
  const theme = useTheme();
  const scale = SCORE_SCALES[questionnaire];
  const timeZone = useJourneyTimeZone();
  const [ref, width] = useWidth();
  // Points at their dates on the portal's calendar: a gap of months looks like one.
  const dates = entries.map((e) => wallClock(e.postedAt, timeZone) ?? new Date(NaN));
  return (
    <Box ref={ref} data-testid={`${questionnaire}-chart`} data-points={entries.length}>
      <LineChart
        height={280}
        hideLegend
        margin={{ right: 24 }}
        xAxis={[timeXAxis(dates, width, translate)]}
        yAxis={[
          {
            min: 0,
            max: scale.max,
            tickInterval: Array.from({ length: scale.max / Y_STEP + 1 }, (_, i) => i * Y_STEP),
          },
        ]}
        series={[
          {
            data: entries.map((e) => e.totalScore),
            label: translate('portal.journey.scores.total'),
            color: theme.palette.primary.main,
            // Markers only where points are few enough to tell apart.
            showMark: entries.length <= GRAPH_LAST_ENTRIES,
          },
        ]}
      >
        <ChartsReferenceLine
          y={scale.healthyBelow}
          label={translate('portal.journey.scores.healthy_range')}
          labelAlign="start"
          lineStyle={{ stroke: theme.palette.success.main, strokeDasharray: '6 4' }}
          labelStyle={{ fill: theme.palette.success.main, fontSize: 12 }}
        />
      </LineChart>
    </Box>
  );
};
