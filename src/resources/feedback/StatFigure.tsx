import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** One figure of the statistics tab: a label and its count. */
export const StatFigure = ({ label, value }: { label: string; value: number }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ flex: '1 1 140px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {translate(label)}
        </Typography>
        <Typography variant="h4" component="p" aria-label={translate(label)}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
};
