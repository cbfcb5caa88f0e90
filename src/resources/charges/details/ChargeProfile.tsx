import { Stack } from '@mui/material';

import { chargeBasicInfo, chargeMisc, charges } from '../../../../resources/charges';
import { DetailFields } from '../../../engine/DetailFields';
import type { ChargeDetail } from '../../../../core/generated/charge-detail';
import { ChargeSupporters } from './ChargeSupporters';
import { ProfileSection } from './ProfileSection';

/** The charge's profile tab (spec section 2): basic info, misc and supporters. */
export const ChargeProfile = ({ charge }: { charge: ChargeDetail }) => (
  <Stack spacing={2}>
    <ProfileSection title="portal.charges.details.sections.basic">
      <DetailFields definition={{ ...charges, detail: chargeBasicInfo }} record={charge} />
    </ProfileSection>
    <ProfileSection title="portal.charges.details.sections.misc">
      <DetailFields definition={{ ...charges, detail: chargeMisc }} record={charge} />
    </ProfileSection>
    <ChargeSupporters charge={charge} />
  </Stack>
);
