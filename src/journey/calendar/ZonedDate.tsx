import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

import { Empty } from '../../engine/RelativeDate';
import { useJourneyTimeZone } from './TimeZoneContext';
import { zonedFormatDate } from './zonedDate';

/** The journey's `RelativeDate`: the portal's calendar, the full date and time on hover. */
export const ZonedDate = ({
  value,
  withTime = false,
}: {
  value: string | null | undefined;
  withTime?: boolean;
}) => {
  const translate = useTranslate();
  const timeZone = useJourneyTimeZone();
  if (!value) {
    return <Empty />;
  }
  // Measured from 1970, any date reads in full ('Mon D, YYYY, HH:MM'): the hover's full date.
  const full = zonedFormatDate(value, translate, timeZone, new Date(0), true);
  return (
    <Tooltip title={full}>
      <time dateTime={value}>
        {zonedFormatDate(value, translate, timeZone, new Date(), withTime)}
      </time>
    </Tooltip>
  );
};
