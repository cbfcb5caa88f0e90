import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A tile: a label, a large figure and an optional line under it (a since date, say). */
export const Figure = ({
  label,
  labelArgs,
  value,
  note,
}: {
  label: string;
  /** Values the label interpolates (a period's number of days). */
  labelArgs?: Record<string, number>;
  value: ReactNode;
  note?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ flex: '1 1 140px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {translate(label, labelArgs)}
        </Typography>
        <Typography variant="h4" component="p" aria-label={translate(label, labelArgs)}>
          {value}
        </Typography>
        {note && (
          <Typography variant="caption" color="text.secondary">
            {note}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
