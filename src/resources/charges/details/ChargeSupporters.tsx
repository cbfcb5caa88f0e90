import { Stack } from '@mui/material';

import type { ChargeDetail } from '../../../../core/generated/charge-detail';
import { AddSupporterForm } from '../supporters/AddSupporterForm';
import { consentBadgeColour, invitationColour } from '../supporters/supporterColours';
import { SupporterList } from '../supporters/SupporterList';
import { toConsentStatus } from '../../../../machines/consent';
import { ProfileSection } from './ProfileSection';

/**
 * The charge's supporters (spec sections 2 and 4): others with their consent badge, invited
 * ones with their invitation status, and the add form only for those who may invite.
 */
export const ChargeSupporters = ({ charge }: { charge: ChargeDetail }) => (
  <ProfileSection title="portal.charges.details.sections.supporters">
    <Stack spacing={2}>
      <SupporterList
        title="portal.charges.supporters.other_list"
        rows={charge.otherSupporters.map((supporter) => ({
          ...supporter,
          badge: {
            label: `portal.case_managers.consent.${toConsentStatus(supporter.consentStatus)}`,
            colour: consentBadgeColour(supporter.consentStatus),
          },
        }))}
      />
      <SupporterList
        title="portal.charges.supporters.invited_list"
        rows={charge.invitedSupporters.map((supporter) => ({
          ...supporter,
          badge: {
            label: `portal.charges.supporters.status.${supporter.status}`,
            colour: invitationColour(supporter.status),
          },
        }))}
      />
      {charge.canSupporterInviteOthers && (
        <AddSupporterForm
          path={`charges/${encodeURIComponent(charge.uuid)}/add-supporter/`}
          invalidates="charges"
        />
      )}
    </Stack>
  </ProfileSection>
);
