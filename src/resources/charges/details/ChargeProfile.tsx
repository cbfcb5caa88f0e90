import { Box, Stack } from '@mui/material';

import { chargeBasicInfo, chargeMisc, charges } from '../../../../resources/charges';
import { DetailFields } from '../../../engine/DetailFields';
import { ResourceEditButton } from '../../../engine/ResourceEditButton';
import { useWriteAllowed } from '../../../engine/useWriteAllowed';
import type { ChargeDetail } from '../../../../core/generated/charge-detail';
import { ChargeSupporters } from './ChargeSupporters';
import { ProfileSection } from './ProfileSection';

/**
 * The charge's profile tab (spec section 2): basic info, misc and supporters, and the Edit that
 * corrects the profile. Whoever reads the charge (an administrator or one of its supporters) may
 * correct it; the PATCH is keyed by the charge's uuid.
 */
export const ChargeProfile = ({ charge }: { charge: ChargeDetail }) => {
  const canEdit = useWriteAllowed(charges, 'edit');
  return (
    <Stack spacing={2}>
      {canEdit && (
        <Box>
          <ResourceEditButton definition={charges} record={{ ...charge, id: charge.uuid }} />
        </Box>
      )}
      <ProfileSection title="portal.charges.details.sections.basic">
        <DetailFields definition={{ ...charges, detail: chargeBasicInfo }} record={charge} />
      </ProfileSection>
      <ProfileSection title="portal.charges.details.sections.misc">
        <DetailFields definition={{ ...charges, detail: chargeMisc }} record={charge} />
      </ProfileSection>
      <ChargeSupporters charge={charge} />
    </Stack>
  );
};
