import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

import { useTimeZone } from '../../shared/TimeZoneContext';
import { episodeName, useJourneyEpisodes } from './journeyEpisodes';
import { episodePeriod, PERIODS, type Period } from './period';

/** Spec section 9: all, last 3, 6 or 12 months; then each episode of care, the latest first. */
export const PeriodSelect = ({
  value,
  onChange,
}: {
  value: Period;
  onChange: (period: Period) => void;
}) => {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  const episodes = useJourneyEpisodes();
  return (
    <TextField
      select
      size="small"
      label={translate('portal.journey.period.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as Period)}
      // An episode's name is longer than a period of months: the field grows to it, to the
      // panel's width at most.
      sx={{ minWidth: 190, maxWidth: '100%', flex: 'none' }}
    >
      {PERIODS.map((period) => (
        <MenuItem key={period} value={period}>
          {translate(`portal.journey.period.${period}`)}
        </MenuItem>
      ))}
      {[...episodes].reverse().map((episode) => {
        const period = episodePeriod(episode, timeZone);
        return (
          <MenuItem key={period} value={period} sx={{ whiteSpace: 'normal', maxWidth: 320 }}>
            {episodeName(episode, translate)}
          </MenuItem>
        );
      })}
    </TextField>
  );
};
