import { Box, Typography, useTheme } from '@mui/material';
import { ChartsAxis } from '@mui/x-charts/ChartsAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsContainer } from '@mui/x-charts/ChartsContainer';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { LineHighlightPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';

import type { JourneyBaseline } from '../../../core/generated/journey-baseline';
import { noReliableChangeBand } from '../../../core/reliableChange';
import { SCORE_SCALES, type Questionnaire } from '../../../core/severity';
import { formatDay } from '../../engine/formatDate';
import { wallClock } from '../../shared/wallClock';
import { EpisodeBands } from '../calendar/EpisodeBands';
import type { ChartDomain } from '../calendar/chartDomain';
import { timeAxisRightMargin, timeXAxis } from '../calendar/timeXAxis';
import { useTimeZone } from '../../shared/TimeZoneContext';
import { useWidth } from '../calendar/useWidth';
import type { ScoreEntry } from './questionnaires';
import { EventLegend } from '../events/EventLegend';
import { EventMarkers } from '../events/EventMarkers';
import { useJourneyEvents } from '../events/JourneyEventsContext';
import { ScoreBandLegend } from './ScoreBandLegend';
import { ScoreZones } from './ScoreZones';
import { SCORE_LINE } from './severityColors';

/** Chart y step default (spec section 9). */
const Y_STEP = 5;

/**
 * Totals at their dates over the severity zones and the episodes of care, y from 0 to the
 * scale's maximum, the healthy range as a threshold line and the band of no reliable change
 * around the episode's baseline (`baseline`, named with its score and day below the chart). The
 * tooltip names the date, the score, its band and the change from the previous answer with its
 * reliable change class.
 */
export const ScoreChart = ({
  questionnaire,
  entries,
  baseline,
  domain,
}: {
  questionnaire: Questionnaire;
  entries: ScoreEntry[];
  baseline: JourneyBaseline | null | undefined;
  /** The x domain (chartDomain.ts), in wall-clock dates. */
  domain: ChartDomain;
}) => {
  const translate = useTranslate();
  const theme = useTheme();
  const scale = SCORE_SCALES[questionnaire];
  const timeZone = useTimeZone();
  const [ref, width] = useWidth();
  const events = useJourneyEvents(domain);
  // Points at their dates on the portal's calendar: a gap of months looks like one.
  const dates = entries.map((e) => wallClock(e.postedAt, timeZone) ?? new Date(NaN));
  const describe = (index: number) => {
    const entry = entries[index];
    if (!entry) {
      return '';
    }
    const parts = [
      String(entry.totalScore),
      translate(`portal.journey.scores.severity.${entry.severity}`),
    ];
    const previous = entries[index - 1];
    if (previous && entry.reliableChangeFromPrevious) {
      const change = entry.totalScore - previous.totalScore;
      parts.push(
        `${translate('portal.journey.scores.change')} ${change > 0 ? '+' : ''}${change} (${translate(
          `portal.journey.scores.reliable.${entry.reliableChangeFromPrevious}`,
        )})`,
      );
    }
    return parts.join(' · ');
  };
  return (
    <Box ref={ref} data-testid={`${questionnaire}-chart`} data-points={entries.length}>
      <ChartsContainer
        height={280}
        margin={{ right: timeAxisRightMargin(domain) }}
        xAxis={[timeXAxis(dates, domain, width, translate)]}
        yAxis={[
          {
            min: 0,
            max: scale.max,
            tickInterval: Array.from({ length: scale.max / Y_STEP + 1 }, (_, i) => i * Y_STEP),
          },
        ]}
        series={[
          {
            type: 'line',
            data: entries.map((e) => e.totalScore),
            label: translate('portal.journey.scores.total'),
            color: SCORE_LINE[theme.palette.mode],
            // Answers are days apart: straight segments between marked answers, never a curve
            // that invents scores in between.
            curve: 'linear',
            showMark: true,
            valueFormatter: (_value: number | null, { dataIndex }: { dataIndex: number }) =>
              describe(dataIndex),
          },
        ]}
      >
        <ScoreZones
          questionnaire={questionnaire}
          max={scale.max}
          noChangeBand={
            baseline ? noReliableChangeBand(questionnaire, baseline.totalScore, scale.max) : null
          }
        />
        <EpisodeBands />
        <ChartsReferenceLine
          y={scale.healthyBelow}
          lineStyle={{
            stroke: theme.palette.text.primary,
            strokeDasharray: '6 4',
            strokeWidth: 1.5,
          }}
        />
        <LinePlot />
        <ChartsAxisHighlight x="line" />
        <ChartsAxis />
        <MarkPlot />
        <LineHighlightPlot />
        <EventMarkers events={events} />
        <ChartsTooltip />
      </ChartsContainer>
      <EventLegend events={events} />
      {/* Named below the chart, not on it, where a label would lie across the line. */}
      <ScoreBandLegend questionnaire={questionnaire} />
      <Typography variant="caption" color="text.secondary" component="p">
        <Box
          component="span"
          aria-hidden
          sx={{
            display: 'inline-block',
            width: 14,
            mr: 0.75,
            verticalAlign: 'middle',
            borderTop: 2,
            borderTopStyle: 'dashed',
            borderColor: 'text.primary',
          }}
        />
        {translate('portal.journey.scores.healthy_range')}
      </Typography>
      {baseline && (
        <Typography
          variant="caption"
          color="text.secondary"
          component="p"
          data-testid={`${questionnaire}-baseline`}
        >
          <Box
            component="span"
            aria-hidden
            sx={{
              display: 'inline-block',
              width: 14,
              height: 10,
              mr: 0.75,
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'text.secondary',
              background: `repeating-linear-gradient(45deg, ${theme.palette.action.disabled} 0 3px, transparent 3px 6px)`,
            }}
          />
          {translate('portal.journey.scores.no_change_band', {
            total: baseline.totalScore,
            date: formatDay(wallClock(baseline.postedAt, timeZone)!, translate),
          })}
        </Typography>
      )}
    </Box>
  );
};
