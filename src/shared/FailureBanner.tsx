import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';

import type { CallFailure } from '../../machines/callFailure';

/**
 * A failed call's message above its form (spec section 8), when none of the form's fields holds
 * it: field errors show on their fields (ServerFieldErrors) instead.
 */
export const FailureBanner = ({ failure }: { failure: CallFailure | null }) => {
  const translate = useTranslate();
  if (!failure?.message || Object.keys(failure.fieldErrors).length > 0) {
    return null;
  }
  return (
    <Alert severity="error" sx={{ my: 1 }}>
      {translate(failure.message, { _: failure.message })}
    </Alert>
  );
};
