import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** Stands in for the users list until the generated resource list replaces it. */
export const UsersPlaceholder = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="portal.users.title" />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('portal.users.title')}
        </Typography>
        <Typography color="text.secondary">{translate('portal.users.placeholder')}</Typography>
      </CardContent>
    </Card>
  );
};
