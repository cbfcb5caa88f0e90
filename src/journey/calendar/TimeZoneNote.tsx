import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { useTimeZone } from '../../shared/TimeZoneContext';

/** Said once on the page: whose calendar the journey's days and months are. */
export const TimeZoneNote = () => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" data-testid="journey-time-zone">
      {translate('portal.journey.time_zone', { zone: useTimeZone() })}
    </Typography>
  );
};
