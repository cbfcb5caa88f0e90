import { alpha, useTheme } from '@mui/material';
import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';
import { useTranslate } from 'react-admin';

import { episodeName, useJourneyEpisodes } from '../shared/journeyEpisodes';
import { wallClock } from '../../shared/wallClock';

/** Below this width (px) a band names only its number: "Episode 2" would run past it. */
const NAMED_FROM = 72;

/**
 * The charge's episodes of care as bands behind a time chart's points, each from its first day to
 * the end of its discharge day (an open one to the chart's end), clipped to the axis. Each band
 * carries its text ("Episode 2", its full name as the SVG title), never its shade alone.
 */
export const EpisodeBands = () => {
  const translate = useTranslate();
  const theme = useTheme();
  const episodes = useJourneyEpisodes();
  const { left, top, width, height } = useDrawingArea();
  const x = useXScale<'time'>();
  const right = left + width;
  return (
    <g data-testid="episode-bands">
      {episodes.map((episode, index) => {
        const opened = wallClock(episode.openedOn, 'UTC')!;
        const closed = episode.closedOn === null ? null : wallClock(episode.closedOn, 'UTC')!;
        const end =
          closed && new Date(closed.getFullYear(), closed.getMonth(), closed.getDate() + 1);
        const from = Math.max(left, x(opened));
        const to = end ? Math.min(right, x(end)) : right;
        if (!(to > from)) {
          return null;
        }
        const number = String(index + 1);
        const label =
          to - from >= NAMED_FROM ? translate('portal.journey.episodes.band', { number }) : number;
        return (
          <g key={episode.openedOn} data-testid="episode-band" data-episode={number}>
            <title>{episodeName(episode, translate)}</title>
            <rect
              x={from}
              y={top}
              width={to - from}
              height={height}
              fill={alpha(theme.palette.primary.main, 0.07)}
            />
            {[from, to].map((edge) => (
              <line
                key={edge}
                x1={edge}
                x2={edge}
                y1={top}
                y2={top + height}
                stroke={theme.palette.primary.main}
                strokeOpacity={0.6}
                strokeDasharray="2 3"
              />
            ))}
            <text
              x={from + 4}
              y={top + 12}
              fontSize={11}
              fill={theme.palette.text.primary}
              style={{ paintOrder: 'stroke' }}
              stroke={theme.palette.background.paper}
              strokeWidth={3}
            >
              {label}
            </text>
          </g>
        );
      })}
    </g>
  );
};
