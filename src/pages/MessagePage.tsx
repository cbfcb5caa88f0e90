import { Box, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';

export interface MessagePageProps {
  icon: ReactNode;
  /** i18n keys. */
  title: string;
  message: string;
  actions?: ReactNode;
  /** Sets the page title in the top bar (pages inside the layout only). */
  inLayout?: boolean;
}

/** A short page that says one thing: Not Found, Not Allowed, Invites and placeholders. */
export const MessagePage = ({
  icon,
  title,
  message,
  actions,
  inLayout = false,
}: MessagePageProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 6 } }}>
      {inLayout && <Title title={title} />}
      <Card variant="outlined" sx={{ maxWidth: 560, width: '100%', textAlign: 'center' }}>
        <CardContent sx={{ pt: 4 }}>
          <Box sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }} aria-hidden="true">
            {icon}
          </Box>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(title)}
          </Typography>
          <Typography color="text.secondary">{translate(message)}</Typography>
        </CardContent>
        {actions && (
          <CardActions sx={{ justifyContent: 'center', pb: 3 }}>
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
              {actions}
            </Stack>
          </CardActions>
        )}
      </Card>
    </Box>
  );
};
