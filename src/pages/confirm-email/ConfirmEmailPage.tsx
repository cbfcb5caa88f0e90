import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { useApi } from '../../app/ApiContext';
import { errorMessageOf } from '../../shared/errorCatalogue';
import { PublicPageFrame } from '../PublicPageFrame';

type Outcome = { ok: boolean; message: string } | null;

/**
 * The link mailed to a new e-mail address opens this page; the change is made when
 * the reader confirms (a click, so a mail scanner fetching the link changes nothing). Every
 * session of the account then ends, so the reader logs in again with the new address.
 */
export const ConfirmEmailPage = () => {
  const translate = useTranslate();
  const { httpClient } = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const title = translate('portal.accounts.confirm_email.title');

  const confirm = async () => {
    setPending(true);
    try {
      const { json } = await httpClient<{ message: string }>('users/profile/confirm-email/', {
        method: 'POST',
        body: { token },
        auth: false,
      });
      setOutcome({ ok: true, message: json.message });
    } catch (error) {
      setOutcome({ ok: false, message: errorMessageOf(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <PublicPageFrame>
      <Title title={title} />
      <Card variant="outlined">
        <CardContent>
          <Stack sx={{ gap: 2, alignItems: 'center', textAlign: 'center' }}>
            <Box sx={{ color: 'primary.main', '& svg': { fontSize: 56 } }} aria-hidden="true">
              <MarkEmailReadIcon />
            </Box>
            <Typography variant="h5" component="h1">
              {title}
            </Typography>
            {!token && (
              <Alert severity="error">{translate('portal.accounts.confirm_email.missing')}</Alert>
            )}
            {outcome && (
              <Alert severity={outcome.ok ? 'success' : 'error'} role="status">
                {translate(outcome.message, { _: outcome.message })}
              </Alert>
            )}
            {token && !outcome?.ok && (
              <Button variant="contained" disabled={pending} onClick={() => void confirm()}>
                {translate(
                  pending
                    ? 'portal.accounts.confirm_email.working'
                    : 'portal.accounts.confirm_email.confirm',
                )}
              </Button>
            )}
            <Button component={RouterLink} to="/login">
              {translate('portal.accounts.confirm_email.to_login')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </PublicPageFrame>
  );
};
