import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';

import { emails } from '../../../resources/emails';
import { DeclaredActions } from '../../engine/DeclaredActions';
import { DetailFields } from '../../engine/DetailFields';
import { useListReturnPath } from '../../engine/useListReturnPath';
import type { Mail } from '../../../core/generated/mail';
import { DetailPage } from '../DetailPage';
import { MailBody } from './MailBody';

// Spec section 4: PN waits for the mail worker.
const QUEUED = 'PN';
// How often a resent mail is read again until the mail worker has sent it.
const FOLLOW_MS = 2000;

/**
 * Mail details (spec section 2): the stored fields, Resend for a mail that was not sent, and the
 * body as HTML in a sandboxed frame or as plain text.
 */
export const MailDetails = () => {
  const { id } = useParams();
  const back = useListReturnPath(emails.name, `/${emails.name}`);
  const translate = useTranslate();
  // The mail resent from this page: read again until the mail worker has sent it.
  const [resent, setResent] = useState<number | null>(null);
  return (
    <DetailPage<Mail>
      resource={emails.name}
      id={id}
      back={back}
      title={(mail) => mail.subject}
      refetchInterval={(mail) => (mail.id === resent && mail.status === QUEUED ? FOLLOW_MS : false)}
    >
      {(mail) => (
        <>
          <DeclaredActions definition={emails} record={mail} onDone={() => setResent(mail.id)} />
          <Card variant="outlined">
            <CardContent>
              <DetailFields definition={emails} record={mail} />
            </CardContent>
          </Card>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('portal.mails.body')}
          </Typography>
          <MailBody mail={mail} />
        </>
      )}
    </DetailPage>
  );
};
