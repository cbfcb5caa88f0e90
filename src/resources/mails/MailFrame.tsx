import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';

import { pageStyleNonce } from '../../app/emotionCache';
import { MAIL_SANDBOX, mailSrcdoc } from './mailSrcdoc';

/** A mail's HTML body in a sandboxed frame: no script runs, links open in a new tab. */
export const MailFrame = ({ html }: { html: string }) => {
  const translate = useTranslate();
  return (
    <Box
      component="iframe"
      title={translate('portal.mails.frame_title')}
      sandbox={MAIL_SANDBOX}
      srcDoc={mailSrcdoc(html, pageStyleNonce())}
      referrerPolicy="no-referrer"
      sx={{
        display: 'block',
        width: '100%',
        height: { xs: '60vh', md: '65vh' },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
      }}
    />
  );
};
