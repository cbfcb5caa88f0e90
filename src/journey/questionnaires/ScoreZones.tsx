import { useTheme } from '@mui/material';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

import { severityBands, type Questionnaire } from '../../../core/severity';
import { bandColors } from './severityColors';

/**
 * The severity bands of the one table (core/severity.ts) as background zones of a score chart
 * (named in ScoreBandLegend.tsx, off the plot), and the band of no reliable change around the
 * first score, hatched.
 */
export const ScoreZones = ({
  questionnaire,
  max,
  noChangeBand,
}: {
  questionnaire: Questionnaire;
  max: number;
  noChangeBand: [number, number] | null;
}) => {
  const theme = useTheme();
  const { left, width } = useDrawingArea();
  const y = useYScale<'linear'>();
  const mode = theme.palette.mode;
  const hatch = `${questionnaire}-no-change-hatch`;
  return (
    <g data-testid={`${questionnaire}-zones`}>
      {severityBands(questionnaire).map((band) => {
        const colors = bandColors(band.severity, mode);
        // A band runs from its start to the next band's start (totals are whole numbers).
        const top = y(Math.min(max, band.to === null ? max : band.to + 1));
        const bottom = y(band.from);
        return (
          <g key={band.severity} data-zone={band.severity}>
            <rect x={left} y={top} width={width} height={bottom - top} fill={colors.zone} />
            <line
              x1={left}
              x2={left + width}
              y1={bottom}
              y2={bottom}
              stroke={colors.ink}
              strokeOpacity={0.5}
            />
          </g>
        );
      })}
      {noChangeBand && (
        <g data-testid={`${questionnaire}-no-change-band`}>
          <defs>
            <pattern
              id={hatch}
              width={8}
              height={8}
              patternUnits="userSpaceOnUse"
              patternTransform="rotate(45)"
            >
              <line
                x1={0}
                y1={0}
                x2={0}
                y2={8}
                stroke={theme.palette.text.secondary}
                strokeOpacity={0.35}
                strokeWidth={3}
              />
            </pattern>
          </defs>
          <rect
            x={left}
            y={y(noChangeBand[1])}
            width={width}
            height={y(noChangeBand[0]) - y(noChangeBand[1])}
            fill={`url(#${hatch})`}
          />
          {noChangeBand.map((edge) => (
            <line
              key={edge}
              x1={left}
              x2={left + width}
              y1={y(edge)}
              y2={y(edge)}
              stroke={theme.palette.text.secondary}
              strokeDasharray="2 3"
            />
          ))}
        </g>
      )}
    </g>
  );
};
