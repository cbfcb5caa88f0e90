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
import { RequiredLabel, requiredInputProps } from '../../inputs/RequiredLabel';
import { errorMessageOf, fieldErrorsOf } from '../../shared/errorCatalogue';
import { ServerFieldErrors } from '../../shared/ServerFieldErrors';
import type { MfaCode } from '../../../core/generated/mfa-code';
import type { MfaRecoveryCodes } from '../../../core/generated/mfa-recovery-codes';
import type { MfaSetup } from '../../../core/generated/mfa-setup';
import { RecoveryCodes } from './RecoveryCodes';
import type { MfaSetupRequest } from '../../../core/generated/mfa-setup-request';

/**
 * The second factor: the current password first (setting up or replacing a
 * factor, and seeing new recovery codes, need it; it is sent again with the code), then a new
 * secret as a QR code and as text, confirmed with the app's code; then the ten recovery codes,
 * shown this once (the server keeps only their digests).
 */
export const SecondFactorDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const { httpClient } = useApi();
  const titleId = useId();
  const [password, setPassword] = useState<string>();
  const [setup, setSetup] = useState<MfaSetup>();
  const [recovery, setRecovery] = useState<string[]>();
  const [failure, setFailure] = useState<string>();
  const [passwordErrors, setPasswordErrors] = useState<Record<string, string>>();

  useEffect(() => {
    if (!open) {
      return;
    }
    return () => {
      setPassword(undefined);
      setSetup(undefined);
      setRecovery(undefined);
      setFailure(undefined);
      setPasswordErrors(undefined);
    };
  }, [open]);

  const start = async (values: FieldValues) => {
    setFailure(undefined);
    const typed = String(values.password ?? '');
    try {
      const body: MfaSetupRequest = { password: typed };
      const { json } = await httpClient<MfaSetup>('users/mfa/setup/', { method: 'POST', body });
      setPassword(typed);
      setSetup(json);
    } catch (error) {
      // A wrong password shows on its field; anything else (a limit, the server) in the banner.
      const fieldErrors = fieldErrorsOf(error);
      setPasswordErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) {
        setFailure(errorMessageOf(error));
      }
    }
  };

  const confirm = async (values: FieldValues) => {
    setFailure(undefined);
    try {
      const body: MfaCode = { code: String(values.code ?? '').trim(), password: password ?? '' };
      const { json } = await httpClient<MfaRecoveryCodes>('users/mfa/confirm/', {
        method: 'POST',
        body,
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
        ) : !setup ? (
          <Form id="mfa-password" onSubmit={start} noValidate disableInvalidFormNotification>
            <Typography sx={{ mb: 2 }}>{translate('portal.profile.mfa.password_intro')}</Typography>
            <ServerFieldErrors errors={passwordErrors} />
            <TextInput
              source="password"
              type="password"
              label={<RequiredLabel label="portal.profile.mfa.password" />}
              autoComplete="current-password"
              validate={required('portal.validation.required')}
              slotProps={requiredInputProps}
            />
          </Form>
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
        {!recovery && !setup && (
          <Button type="submit" form="mfa-password" variant="contained">
            {translate('portal.profile.mfa.continue')}
          </Button>
        )}
        {!recovery && setup && (
          <Button type="submit" form="mfa-confirm" variant="contained">
            {translate('portal.profile.mfa.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
};
