import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Says that a graph shows only the latest `shown` of the period's `total` entries (spec
 * section 9's rule for a period); nothing when it shows them all.
 */
export const TrimNote = ({
  label,
  shown,
  total,
}: {
  label: string;
  shown: number;
  total: number;
}) => {
  const translate = useTranslate();
  if (shown >= total) {
    return null;
  }
  return (
    <Typography variant="caption" color="text.secondary" component="p" data-testid="trim-note">
      {translate(label, { shown, total })}
    </Typography>
  );
};
