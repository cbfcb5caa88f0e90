import { Box, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { DailyCheckin } from '../../../core/generated/daily-checkin';
import { TrendLabel } from '../shared/TrendLabel';
import { CHECKIN_SERIES, seriesTrends, type CheckinSeries } from './checkinSeries';

/** A switch per series, each with its change from the previous check-in. */
export const SeriesToggles = ({
  checkins,
  visible,
  onToggle,
}: {
  checkins: DailyCheckin[];
  visible: readonly CheckinSeries[];
  onToggle: (series: CheckinSeries) => void;
}) => {
  const translate = useTranslate();
  const trends = seriesTrends(checkins);
  return (
    <FormGroup
      row
      aria-label={translate('portal.journey.checkins.show_series')}
      sx={{ columnGap: 2 }}
    >
      {CHECKIN_SERIES.map((series) => {
        const trend = trends[series];
        return (
          <FormControlLabel
            key={series}
            control={
              <Checkbox checked={visible.includes(series)} onChange={() => onToggle(series)} />
            }
            label={
              <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
                {translate(`portal.journey.checkins.series.${series}`)}
                {trend && (
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    data-series-trend={series}
                  >
                    <TrendLabel change={trend.change} />
                  </Typography>
                )}
              </Box>
            }
          />
        );
      })}
    </FormGroup>
  );
};
