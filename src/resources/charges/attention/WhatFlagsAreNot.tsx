import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * What the portal does not do: the spec's "scores are not a diagnosis", and that the
 * PHQ-8 has no self-harm item, so no flag screens for suicide risk.
 */
export const WhatFlagsAreNot = () => {
  const translate = useTranslate();
  return (
    <Alert severity="info" variant="outlined" data-testid="flags-not">
      {translate('portal.journey.disclaimer')} {translate('portal.attention.legend.no_self_harm')}
    </Alert>
  );
};
