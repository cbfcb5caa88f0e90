import { useTheme } from '@mui/material';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

import type { JourneyEvent } from './journeyEvents';

/**
 * Event notes as dashed vertical lines, each labelled with its number (E1, E2…) and named in
 * words by the legend under the chart: the mark is read by its label, never by its colour.
 * `at` places an event on the chart's x axis (a date on a time axis, a month on a band axis).
 */
export const EventMarkers = ({
  events,
  at = (event) => event.date,
}: {
  events: JourneyEvent[];
  at?: (event: JourneyEvent) => Date | string | undefined;
}) => {
  const theme = useTheme();
  return (
    <>
      {events.map((event) => {
        const x = at(event);
        return x === undefined ? null : (
          <ChartsReferenceLine
            key={event.id}
            x={x}
            label={event.label}
            labelAlign="start"
            lineStyle={{
              stroke: theme.palette.text.secondary,
              strokeDasharray: '2 3',
              strokeWidth: 1.5,
            }}
            labelStyle={{ fill: theme.palette.text.primary, fontSize: 12, fontWeight: 600 }}
          />
        );
      })}
    </>
  );
};
