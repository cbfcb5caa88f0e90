import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { Form, required, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

import { useApi } from '../../app/ApiContext';
import { RequiredLabel, requiredInputProps } from '../../inputs/RequiredLabel';
import { ServerFieldErrors } from '../../shared/ServerFieldErrors';
import { useSnackbar } from '../../shared/useSnackbar';
import type { MfaDisableRequest } from '../../../core/generated/mfa-disable-request';
import { useDialogSave } from './useDialogSave';

/**
 * The second factor turned off from the profile, with the current password asked
 * again (the API's check); a wrong one shows the API's message and changes nothing.
 */
export const TurnOffSecondFactorDialog = ({
  open,
  onClose,
  onTurnedOff,
}: {
  open: boolean;
  onClose: () => void;
  onTurnedOff: () => void;
}) => {
  const translate = useTranslate();
  const { httpClient } = useApi();
  const snackbar = useSnackbar();
  const titleId = useId();
  const bodyId = useId();
  const { saving, failure, save: saveWith, clearFailure } = useDialogSave();

  const close = () => {
    clearFailure();
    onClose();
  };

  const turnOff = async (values: FieldValues) => {
    const body: MfaDisableRequest = { password: String(values.password) };
    await saveWith(async () => {
      await httpClient('users/mfa/disable/', { method: 'POST', body });
      snackbar('portal.profile.mfa.turned_off', { variant: 'success' });
      onTurnedOff();
      close();
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      fullWidth
      maxWidth="sm"
    >
      {/* The dialog shows what is wrong itself: no "form invalid" snackbar over it. */}
      <Form onSubmit={turnOff} noValidate disableInvalidFormNotification>
        <DialogTitle id={titleId}>{translate('portal.profile.mfa.turn_off_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={bodyId} sx={{ mb: 2 }}>
            {translate('portal.profile.mfa.turn_off_body')}
          </DialogContentText>
          {failure && Object.keys(failure.fieldErrors).length === 0 && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(failure.message, { _: failure.message })}
            </Alert>
          )}
          <ServerFieldErrors errors={failure?.fieldErrors} />
          <TextInput
            source="password"
            type="password"
            label={<RequiredLabel label="portal.profile.mfa.password" />}
            autoComplete="current-password"
            validate={required('portal.validation.required')}
            slotProps={requiredInputProps}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{translate('portal.profile.mfa.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={saving}>
            {translate('portal.profile.mfa.turn_off')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
