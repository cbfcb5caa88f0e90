import { Box, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

import { ROLE_LABELS } from '../../../core/storedValues';
import { RelativeDate } from '../../engine/RelativeDate';
import type { Profile } from '../../../core/generated/profile';

/**
 * The profile as read-only rows: username, e-mail, names, date joined, role and the second
 * factor (`secondFactor`: its state and what can be done with it).
 */
export const ProfileDetails = ({
  profile,
  secondFactor,
}: {
  profile: Profile | undefined;
  secondFactor: ReactNode;
}) => {
  const translate = useTranslate();
  const notSet = (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {translate('portal.shared.not_set')}
    </Box>
  );
  const rows: [string, ReactNode][] = profile
    ? [
        ['username', profile.username],
        ['email', profile.email],
        ['first_name', profile.firstName ?? notSet],
        ['last_name', profile.lastName ?? notSet],
        [
          'date_joined',
          // Spec section 9: relative within 7 days, else 'Mon D, YYYY'.
          profile.dateJoined ? <RelativeDate key="joined" value={profile.dateJoined} /> : notSet,
        ],
        ['role', translate(ROLE_LABELS[profile.role] ?? profile.role)],
        ['second_factor', secondFactor],
      ]
    : [];
  if (!profile) {
    return (
      <Box aria-busy="true">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} animation="wave" height={40} />
        ))}
      </Box>
    );
  }
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 4,
        rowGap: { xs: 0.5, sm: 1.5 },
        m: 0,
      }}
    >
      {rows.map(([field, value]) => (
        <Box key={field} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ mt: { xs: 1.5, sm: 0 } }}>
            {translate(`portal.profile.fields.${field}`)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
};
