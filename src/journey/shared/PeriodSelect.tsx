import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

import { PERIODS, type Period } from './period';

/** Spec section 9: all, last 3, 6 or 12 months. */
export const PeriodSelect = ({
  value,
  onChange,
}: {
  value: Period;
  onChange: (period: Period) => void;
}) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate('portal.journey.period.label')}
      value={value}
      onChange={(event) => onChange(event.target.value as Period)}
      sx={{ width: 190, flex: 'none' }}
    >
      {PERIODS.map((period) => (
        <MenuItem key={period} value={period}>
          {translate(`portal.journey.period.${period}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
