import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

import { formatYearMonthDay } from './formatDate';

/** Spec section 2: a date shown as year/month/day, or "Not set". */
export const DateField = ({ value }: { value: string | Date | null | undefined }) => {
  const translate = useTranslate();
  const text = formatYearMonthDay(value);
  if (text === null) {
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {translate('portal.shared.not_set')}
      </Box>
    );
  }
  const iso = value instanceof Date ? value.toISOString() : String(value);
  return <time dateTime={iso}>{text}</time>;
};
