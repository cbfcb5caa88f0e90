import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
} from '@mui/material';
import { useId, useState } from 'react';
import { Form, required, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

import { useApi } from '../../app/ApiContext';
import { RequiredLabel, requiredInputProps } from '../../inputs/RequiredLabel';
import { PasswordPair } from '../../shared/PasswordPair';
import { ServerFieldErrors } from '../../shared/ServerFieldErrors';
import { useSnackbar } from '../../shared/useSnackbar';
import type { PasswordUpdate } from '../../../core/generated/password-update';
import type { Tokens } from '../../../core/generated/tokens';
import { useDialogSave } from './useDialogSave';

/**
 * Spec section 5, change password: current, new and confirmation required, the two new ones
 * matching, one show-passwords toggle for all three. The server ends every other session and
 * answers a fresh token pair, which replaces the stored one.
 */
export const UpdatePasswordDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  const { httpClient, tokens } = useApi();
  const snackbar = useSnackbar();
  const titleId = useId();
  const [visible, setVisible] = useState(false);
  const { saving, failure, save: saveWith } = useDialogSave();
  const visibility = { visible, onToggle: () => setVisible((shown) => !shown) };

  const save = async (values: FieldValues) => {
    const body: PasswordUpdate = {
      currentPassword: String(values.currentPassword),
      newPassword: String(values.newPassword),
    };
    await saveWith(async () => {
      const { json } = await httpClient<Tokens>('users/profile/update-password/', {
        method: 'POST',
        body,
      });
      tokens.replace(json);
      snackbar('portal.profile.update_password.success', { variant: 'success' });
      onClose();
    });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form onSubmit={save} noValidate>
        <DialogTitle id={titleId}>{translate('portal.profile.update_password.title')}</DialogTitle>
        <DialogContent>
          {failure && Object.keys(failure.fieldErrors).length === 0 && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(failure.message, { _: failure.message })}
            </Alert>
          )}
          <ServerFieldErrors errors={failure?.fieldErrors} />
          <TextInput
            source="currentPassword"
            type={visible ? 'text' : 'password'}
            label={<RequiredLabel label="portal.profile.update_password.current" />}
            autoComplete="current-password"
            validate={required('portal.validation.required')}
            slotProps={requiredInputProps}
          />
          <PasswordPair
            source="newPassword"
            confirmSource="confirmPassword"
            label="portal.profile.update_password.new"
            confirmLabel="portal.profile.update_password.confirm"
            helperText="portal.shared.password.rule"
            visibility={visibility}
            showToggle={false}
          />
          <FormControlLabel
            label={translate('portal.shared.password.show')}
            control={<Checkbox checked={visible} onChange={visibility.onToggle} />}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{translate('portal.profile.update_password.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('portal.profile.update_password.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
