import { Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

import { formatDate, formatFullDate } from './formatDate';

/** A date as spec section 9 shows it, with the full date and time on hover. */
export const RelativeDate = ({
  value,
  withTime = false,
}: {
  value: unknown;
  withTime?: boolean;
}) => {
  const translate = useTranslate();
  if (typeof value !== 'string') {
    return <Empty />;
  }
  const text = formatDate(value, translate, new Date(), withTime);
  return (
    <Tooltip title={formatFullDate(value, translate)}>
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
