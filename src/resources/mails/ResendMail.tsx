import SendIcon from '@mui/icons-material/Send';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

import { emails } from '../../../resources/emails';
import { useApiAction } from '../../shared/useApiAction';
import type { Mail } from '../../../core/generated/mail';

const notice = () => 'portal.mails.resent';

/**
 * Resend, for a mail that was not sent: POST mail/{id}/resend/ queues it again and the mail
 * worker sends it; `onResent` lets the page follow its status until then.
 */
export const ResendMail = ({ mail, onResent }: { mail: Mail; onResent: () => void }) => {
  const translate = useTranslate();
  const { run, pending } = useApiAction<undefined>({
    path: `${emails.path}${mail.id}/resend/`,
    notice,
    invalidates: emails.name,
  });
  return (
    <Button
      variant="contained"
      startIcon={<SendIcon />}
      disabled={pending}
      onClick={() => {
        void run(undefined).then((done) => {
          if (done) {
            onResent();
          }
        });
      }}
    >
      {translate('portal.mails.resend')}
    </Button>
  );
};
