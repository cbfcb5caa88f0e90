import { Box, Stack } from '@mui/material';
import { useParams } from 'react-router-dom';

import { chargeRequests } from '../../../resources/chargeRequests';
import { useShallowProfile } from '../../auth/useShallowProfile';
import { chargeRequestCorrectionRefusal } from '../../../core/chargeRequestCorrection';
import { DetailFields } from '../../engine/DetailFields';
import { ResourceEditButton } from '../../engine/ResourceEditButton';
import { useListReturnPath } from '../../engine/useListReturnPath';
import type { ChargeRequestDetail } from '../../../core/generated/charge-request-detail';
import { ProfileSection } from '../charges/details/ProfileSection';
import { AddSupporterForm } from '../charges/supporters/AddSupporterForm';
import { invitationColour } from '../charges/supporters/supporterColours';
import { SupporterList } from '../charges/supporters/SupporterList';
import { DetailPage } from '../DetailPage';
import { isRequestCreator } from './isRequestCreator';
import { WithdrawChargeRequest } from './WithdrawChargeRequest';

/**
 * Charge request details (spec section 2): the request's fields, the case managers added
 * directly, the invited supporters with their status, and the add form for its creator only.
 * Its creator and administrators amend or withdraw it while its code is unused
 * (core/chargeRequestCorrection.ts, the server's rule).
 */
export const ChargeRequestDetails = () => {
  const { id } = useParams();
  const { profile } = useShallowProfile();
  const back = useListReturnPath(chargeRequests.name, '/users', { tab: '1' });
  return (
    <DetailPage<ChargeRequestDetail>
      resource={chargeRequests.name}
      id={id}
      back={back}
      title={(record) => record.fullName.trim() || record.accessCode}
    >
      {(record) => (
        <Stack spacing={2}>
          {(isRequestCreator(record.createdBy, profile?.email) || profile?.isAdmin === true) &&
            chargeRequestCorrectionRefusal(record) === null && (
              <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                <ResourceEditButton definition={chargeRequests} record={record} />
                <WithdrawChargeRequest request={record} back={back} />
              </Box>
            )}
          <ProfileSection title="portal.charges.request_details.request">
            <DetailFields definition={chargeRequests} record={record} />
          </ProfileSection>
          <ProfileSection title="portal.charges.request_details.supporters">
            <Stack spacing={2}>
              <SupporterList
                title="portal.charges.supporters.ot_list"
                rows={record.otChargeRequests}
              />
              <SupporterList
                title="portal.charges.supporters.invited_list"
                rows={record.invitedSupporters.map((supporter) => ({
                  ...supporter,
                  badge: {
                    label: `portal.charges.supporters.status.${supporter.status}`,
                    colour: invitationColour(supporter.status),
                  },
                }))}
              />
              {isRequestCreator(record.createdBy, profile?.email) && (
                <AddSupporterForm
                  path={`case-managers/charge-requests/${record.id}/add-supporter/`}
                  invalidates="charge-requests"
                />
              )}
            </Stack>
          </ProfileSection>
        </Stack>
      )}
    </DetailPage>
  );
};
