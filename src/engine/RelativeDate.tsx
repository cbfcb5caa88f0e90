import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

import { useTimeZone } from '../shared/TimeZoneContext';
import { formatDate, formatFullDate } from './formatDate';

/**
 * A date as spec section 9 shows it, with the full date and time on hover, on the portal's
 * calendar (TimeZoneContext): the journey's answer names it, the shallow profile elsewhere.
 */
export const RelativeDate = ({
  value,
  withTime = false,
}: {
  value: unknown;
  withTime?: boolean;
}) => {
  const translate = useTranslate();
  const timeZone = useTimeZone();
  if (typeof value !== 'string' || value === '') {
    return <Empty />;
  }
  const text = formatDate(value, translate, timeZone, new Date(), withTime);
  return (
    <Tooltip title={formatFullDate(value, translate, timeZone)}>
      <time dateTime={value}>{text}</time>
    </Tooltip>
  );
};

/** What an empty cell shows: a dash, silent for screen readers. */
export const Empty = () => (
  <span aria-hidden="true" style={{ opacity: 0.5 }}>
    —
  </span>
);
