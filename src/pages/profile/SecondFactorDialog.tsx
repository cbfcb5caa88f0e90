import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { Form, required, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

import { useApi } from '../../app/ApiContext';
import { errorMessageOf } from '../../shared/errorCatalogue';
import type { MfaRecoveryCodes } from '../../types/generated/mfa-recovery-codes';
import type { MfaSetup } from '../../types/generated/mfa-setup';
import { RecoveryCodes } from './RecoveryCodes';

/**
 * Issue 16, the second factor: a new secret as a QR code and as text, confirmed with the app's
 * code; then the ten recovery codes, shown this once (the server keeps only their digests).
 */
export const SecondFactorDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const { httpClient } = useApi();
  const titleId = useId();
  const [setup, setSetup] = useState<MfaSetup>();
  const [recovery, setRecovery] = useState<string[]>();
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    if (!open) {
      return;
    }
    let current = true;
    httpClient<MfaSetup>('users/mfa/setup/', { method: 'POST', body: {} }).then(
      ({ json }) => current && setSetup(json),
      (error: unknown) => current && setFailure(errorMessageOf(error)),
    );
    return () => {
      current = false;
      setSetup(undefined);
      setRecovery(undefined);
      setFailure(undefined);
    };
  }, [open, httpClient]);

  const confirm = async (values: FieldValues) => {
    setFailure(undefined);
    try {
      const { json } = await httpClient<MfaRecoveryCodes>('users/mfa/confirm/', {
        method: 'POST',
        body: { code: String(values.code ?? '').trim() },
      });
      setRecovery(json.recovery_codes);
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{translate('portal.profile.mfa.title')}</DialogTitle>
      <DialogContent>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate(failure, { _: failure })}
          </Alert>
        )}
        {recovery ? (
          <>
            <Alert severity="success" sx={{ mb: 2 }}>
              {translate('portal.profile.mfa.enabled')}
            </Alert>
            <Typography sx={{ mb: 1 }}>{translate('portal.profile.mfa.recovery_intro')}</Typography>
            <RecoveryCodes codes={recovery} />
          </>
        ) : (
          setup && (
            <Form id="mfa-confirm" onSubmit={confirm} noValidate disableInvalidFormNotification>
              <Typography sx={{ mb: 1 }}>{translate('portal.profile.mfa.scan')}</Typography>
              <Box
                component="img"
                src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qr_svg)}`}
                alt={translate('portal.profile.mfa.qr_alt')}
                sx={{ width: 200, height: 200, bgcolor: '#fff', p: 1, display: 'block' }}
              />
              <Typography sx={{ mt: 2 }}>{translate('portal.profile.mfa.or_type')}</Typography>
              <Typography
                sx={{ fontFamily: 'monospace', wordBreak: 'break-all', mb: 1 }}
                data-testid="mfa-secret"
              >
                {setup.secret}
              </Typography>
              <TextInput
                source="code"
                label="portal.profile.mfa.code"
                validate={required()}
                slotProps={{ htmlInput: { autoComplete: 'one-time-code', inputMode: 'numeric' } }}
              />
            </Form>
          )
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          {translate(recovery ? 'portal.shared.close' : 'portal.profile.mfa.cancel')}
        </Button>
        {!recovery && (
          <Button type="submit" form="mfa-confirm" variant="contained" disabled={!setup}>
            {translate('portal.profile.mfa.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
