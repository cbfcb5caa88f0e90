import { Box, Typography, useTheme } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

import type { ReportScore } from '../../core/generated/report-score';
import { noReliableChangeBand } from '../../core/reliableChange';
import { SCORE_SCALES, type Questionnaire } from '../../core/severity';
import { reportDay } from './reportDates';

const WIDTH = 320;
const HEIGHT = 170;
const LEFT = 30;
const RIGHT = 10;
const TOP = 10;
const BOTTOM = 26;
/** Text at about 7 pt in a third of an A4 page's width. */
const FONT = 14;

/**
 * One scale's scores in the report as a small SVG line chart: the totals against their dates,
 * the scale's range on the left, the healthy range's line dashed and, shaded around the first
 * score, the totals that are no reliable change from it (as the journey's charts shade them). Drawn at the width it is
 * given (a third of an A4 page, or a phone's), never split across two printed pages; its
 * caption says what it shows, and the scores table above gives its figures.
 */
export const ReportScoreChart = ({
  scale,
  scores,
  timeZone,
}: {
  scale: Questionnaire;
  scores: ReportScore[];
  timeZone: string;
}) => {
  const translate = useTranslate();
  const theme = useTheme();
  const captionId = useId();
  const { max, healthyBelow } = SCORE_SCALES[scale];
  const name = translate(`portal.journey.sections.${scale}`);
  const times = scores.map((score) => new Date(score.postedAt).getTime());
  const start = Math.min(...times);
  const end = Math.max(...times);
  const x = (time: number) =>
    end === start
      ? (LEFT + WIDTH - RIGHT) / 2
      : LEFT + ((time - start) / (end - start)) * (WIDTH - LEFT - RIGHT);
  const y = (total: number) => TOP + (1 - total / max) * (HEIGHT - TOP - BOTTOM);
  const first = scores[0];
  const last = scores[scores.length - 1];
  const totals = scores.map((score) => score.total);
  const caption =
    first && last
      ? translate('portal.report.scores.chart', {
          scale: name,
          count: scores.length,
          from: reportDay(first.postedAt, translate, timeZone),
          to: reportDay(last.postedAt, translate, timeZone),
          min: Math.min(...totals),
          max: Math.max(...totals),
        })
      : translate('portal.report.scores.chart_empty', { scale: name });
  const line = theme.palette.primary.main;
  const band = first ? noReliableChangeBand(scale, first.total, max) : null;
  return (
    <Box
      component="figure"
      data-testid={`report-chart-${scale}`}
      sx={{ m: 0, breakInside: 'avoid', color: 'text.primary' }}
    >
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-labelledby={captionId}
        display="block"
        fontSize={FONT}
      >
        {band && (
          <rect
            x={LEFT}
            width={WIDTH - LEFT - RIGHT}
            y={y(band[1])}
            height={y(band[0]) - y(band[1])}
            fill={line}
            fillOpacity={0.12}
          />
        )}
        {[0, healthyBelow, max].map((tick) => (
          <g key={tick}>
            <line
              x1={LEFT}
              x2={WIDTH - RIGHT}
              y1={y(tick)}
              y2={y(tick)}
              stroke="currentColor"
              strokeOpacity={tick === healthyBelow ? 0.7 : 0.25}
              strokeDasharray={tick === healthyBelow ? '4 3' : undefined}
            />
            <text x={LEFT - 4} y={y(tick) + FONT / 3} textAnchor="end" fill="currentColor">
              {tick}
            </text>
          </g>
        ))}
        {first && last && (
          <>
            <text x={LEFT} y={HEIGHT - 4} fill="currentColor">
              {reportDay(first.postedAt, translate, timeZone)}
            </text>
            {scores.length > 1 && (
              <text x={WIDTH - RIGHT} y={HEIGHT - 4} textAnchor="end" fill="currentColor">
                {reportDay(last.postedAt, translate, timeZone)}
              </text>
            )}
            <polyline
              fill="none"
              stroke={line}
              strokeWidth={1.5}
              points={scores.map((s, i) => `${x(times[i] ?? 0)},${y(s.total)}`).join(' ')}
            />
            {scores.map((s, i) => (
              <circle key={s.postedAt} cx={x(times[i] ?? 0)} cy={y(s.total)} r={2} fill={line} />
            ))}
          </>
        )}
      </svg>
      <Typography component="figcaption" variant="caption" id={captionId}>
        {caption}
      </Typography>
    </Box>
  );
};
