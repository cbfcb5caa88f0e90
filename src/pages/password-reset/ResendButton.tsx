import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

import { formatCountdown } from '../../shared/formatCountdown';

/** Resend the token: disabled with an mm:ss countdown while the 60 s wait runs. */
export const ResendButton = ({
  secondsLeft,
  sending,
  onResend,
}: {
  secondsLeft: number;
  sending: boolean;
  onResend: () => void;
}) => {
  const translate = useTranslate();
  const waiting = secondsLeft > 0;
  return (
    <Button variant="text" disabled={waiting || sending} onClick={onResend}>
      {waiting
        ? translate('portal.reset.token_step.resend_in', { time: formatCountdown(secondsLeft) })
        : translate('portal.reset.token_step.resend')}
    </Button>
  );
};
