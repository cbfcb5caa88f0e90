import { Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

import type { InvitationView } from '../../../machines/inviteSignup';
import { inviterName } from './invitationView';
import { useDesignationLabel } from '../../resources/charges/supporters/useDesignationLabel';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'contents' }}>
    <Typography
      component="dt"
      variant="body2"
      color="text.secondary"
      sx={{ mt: { xs: 1, sm: 0 }, alignSelf: 'baseline' }}
    >
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', alignSelf: 'baseline' }}>
      {children}
    </Typography>
  </Box>
);

/** Step 0: who invited, the client, the role offered, and Accept. */
export const InvitationDetails = ({
  invitation,
  onAccept,
}: {
  invitation: InvitationView;
  onAccept: () => void;
}) => {
  const translate = useTranslate();
  const designation = useDesignationLabel();
  const { invitedBy } = invitation;
  const name = inviterName(invitedBy);
  return (
    <Stack sx={{ gap: 3 }}>
      <Typography color="text.secondary">{translate('portal.invite.details.intro')}</Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
          rowGap: 1,
          m: 0,
        }}
      >
        <Row label={translate('portal.invite.details.invited_by')}>
          {name}
          {name !== invitedBy.email && (
            <Typography component="span" color="text.secondary">
              {` (${invitedBy.email})`}
            </Typography>
          )}
        </Row>
        <Row label={translate('portal.invite.details.client')}>{invitation.client.name}</Row>
        <Row label={translate('portal.invite.details.designation')}>
          {designation.label(invitation.designation)}
        </Row>
      </Box>
      <Button variant="contained" size="large" onClick={onAccept}>
        {translate('portal.invite.details.accept')}
      </Button>
    </Stack>
  );
};
