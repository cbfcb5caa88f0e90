import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';

import { useUpdateShallowProfile } from '../auth/useShallowProfile';
import { SecondFactorDialog } from '../pages/profile/SecondFactorDialog';

/**
 * What a user whose role must use a second factor (`MFA_REQUIRED_ROLES`) sees instead
 * of any page until one is set up; the API refuses their other calls until then. Closing the
 * setup reloads the shallow profile, so the guard lets them through once the factor is on.
 */
export const SecondFactorRequired = () => {
  const translate = useTranslate();
  const updateProfile = useUpdateShallowProfile();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    void updateProfile();
  };
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 6 }, px: 1 }}>
      <Title title="portal.shell.second_factor.title" />
      <Card variant="outlined" sx={{ maxWidth: 520, width: '100%' }}>
        <CardContent>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate('portal.shell.second_factor.title')}
          </Typography>
          <Typography color="text.secondary">
            {translate('portal.shell.second_factor.message')}
          </Typography>
        </CardContent>
        <CardActions sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" onClick={() => setOpen(true)}>
            {translate('portal.profile.mfa.open')}
          </Button>
        </CardActions>
      </Card>
      {open && <SecondFactorDialog open onClose={close} />}
    </Box>
  );
};
