import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { RelativeDate } from '../../engine/RelativeDate';

/** "Last survey: 3 days ago" and the like, under a panel. */
export const DateText = ({ label, value }: { label: string; value: string | null | undefined }) => {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary">
      {translate(label)}: <RelativeDate value={value ?? null} />
    </Typography>
  );
};
