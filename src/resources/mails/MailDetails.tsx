import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';

import { emails } from '../../../resources/emails';
import { DetailFields } from '../../engine/DetailFields';
import { useListReturnPath } from '../../engine/useListReturnPath';
import type { Mail } from '../../types/generated/mail';
import { DetailPage } from '../DetailPage';
import { MailFrame } from './MailFrame';

/** Mail details (spec section 2): the stored fields, and the body in a sandboxed frame. */
export const MailDetails = () => {
  const { id } = useParams();
  const back = useListReturnPath(emails.name, `/${emails.name}`);
  const translate = useTranslate();
  return (
    <DetailPage<Mail> resource={emails.name} id={id} back={back} title={(mail) => mail.subject}>
      {(mail) => (
        <>
          <Card variant="outlined">
            <CardContent>
              <DetailFields definition={emails} record={mail} />
            </CardContent>
          </Card>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {translate('portal.mails.body')}
          </Typography>
          <MailFrame html={mail.bodyHtml} />
        </>
      )}
    </DetailPage>
  );
};
