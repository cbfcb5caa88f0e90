import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { ChargeDetail } from '../../../../core/generated/charge-detail';
import { ConsentStatusCell } from '../ConsentStatusCell';
import { journeyAllowed } from './chargeTab';

export const CONSENT_REASON_ID = 'charge-journey-consent-reason';

/**
 * My consent for this charge on its page: the status with the Request or Cancel
 * action the consent machine allows (the list's cell, shared), and, while the journey is closed,
 * why: the sentence the disabled Journey tab is described by.
 */
export const ChargeConsent = ({ charge }: { charge: ChargeDetail }) => {
  const translate = useTranslate();
  const status = charge.consentStatus;
  return (
    <Box
      data-testid="charge-consent"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5 }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('portal.journey.consent.mine')}
      </Typography>
      {journeyAllowed(status) && (
        <Typography variant="body2">
          {translate(`portal.case_managers.consent.${status}`)}
        </Typography>
      )}
      <ConsentStatusCell record={charge as unknown as Record<string, unknown>} />
      {!journeyAllowed(status) && (
        <Typography
          id={CONSENT_REASON_ID}
          variant="body2"
          color="text.secondary"
          sx={{ flexBasis: '100%' }}
        >
          {translate('portal.journey.consent.tab_closed')}
        </Typography>
      )}
    </Box>
  );
};
