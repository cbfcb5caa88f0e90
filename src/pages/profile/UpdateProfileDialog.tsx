import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { email, Form, PasswordInput, required, TextInput, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';

import { useApi } from '../../app/ApiContext';
import { textOf } from '../../engine/textOf';
import { useUpdateShallowProfile } from '../../auth/useShallowProfile';
import { RequiredLabel, requiredInputProps } from '../../inputs/RequiredLabel';
import { blankToNull } from '../../shared/blankToNull';
import { ServerFieldErrors } from '../../shared/ServerFieldErrors';
import { useSnackbar } from '../../shared/useSnackbar';
import type { Profile } from '../../../core/generated/profile';
import type { ProfileUpdate } from '../../../core/generated/profile-update';
import { useSetProfile } from './useProfile';

const validateUsername = required('portal.validation.required');
const validateEmail = [required('portal.validation.required'), email('portal.validation.email')];
const validatePassword = required('portal.validation.required');

const changesEmail = (typed: unknown, current: string) =>
  textOf(typed).trim().toLowerCase() !== current.toLowerCase();
import { useDialogSave } from './useDialogSave';

/** A new e-mail address asks for the current password (the server checks it). */
const CurrentPasswordInput = ({ current }: { current: string }) => {
  const typed: unknown = useWatch({ name: 'email' });
  if (!changesEmail(typed, current)) {
    return null;
  }
  return (
    <PasswordInput
      source="currentPassword"
      label={<RequiredLabel label="portal.accounts.profile.current_password" />}
      helperText="portal.accounts.profile.password_help"
      slotProps={requiredInputProps}
      validate={validatePassword}
      autoComplete="current-password"
    />
  );
};

/**
 * Spec section 2 and 5: username required, e-mail required and valid, names optional (blank
 * becomes null). After saving, the shallow profile's must-update flag follows the names.
 */
export const UpdateProfileDialog = ({
  open,
  onClose,
  profile,
}: {
  open: boolean;
  onClose: () => void;
  profile: Profile;
}) => {
  const translate = useTranslate();
  const { httpClient } = useApi();
  const setProfile = useSetProfile();
  const updateShallowProfile = useUpdateShallowProfile();
  const snackbar = useSnackbar();
  const titleId = useId();
  const { saving, failure, save: saveWith } = useDialogSave();

  const save = async (values: FieldValues) => {
    const body: ProfileUpdate = {
      username: String(values.username ?? '').trim(),
      email: String(values.email ?? '').trim(),
      first_name: blankToNull(values.first_name as string | null)?.trim() ?? null,
      last_name: blankToNull(values.last_name as string | null)?.trim() ?? null,
      ...(changesEmail(values.email, profile.email)
        ? { currentPassword: String(values.currentPassword ?? '') }
        : {}),
    };
    await saveWith(async () => {
      const { json } = await httpClient<Profile>('users/profile/', { method: 'PATCH', body });
      setProfile(json);
      await updateShallowProfile({
        username: json.username,
        email: json.email,
        shouldUpdateProfile: !json.firstName || !json.lastName,
      });
      if (json.pendingEmail) {
        // The address changes only once the link mailed to it is opened.
        snackbar('portal.accounts.profile.pending', {
          variant: 'info',
          timeout: 0,
          messageArgs: { email: json.pendingEmail },
        });
      } else {
        snackbar('portal.profile.update_profile.success', { variant: 'success' });
      }
      onClose();
    });
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Form
        onSubmit={save}
        noValidate
        defaultValues={{
          username: profile.username,
          email: profile.email,
          first_name: profile.firstName,
          last_name: profile.lastName,
        }}
      >
        <DialogTitle id={titleId}>{translate('portal.profile.update_profile.title')}</DialogTitle>
        <DialogContent>
          {failure && Object.keys(failure.fieldErrors).length === 0 && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(failure.message, { _: failure.message })}
            </Alert>
          )}
          <ServerFieldErrors errors={failure?.fieldErrors} />
          <TextInput
            source="username"
            label={<RequiredLabel label="portal.profile.fields.username" />}
            slotProps={requiredInputProps}
            validate={validateUsername}
            autoComplete="username"
          />
          <TextInput
            source="email"
            type="email"
            label={<RequiredLabel label="portal.profile.fields.email" />}
            slotProps={requiredInputProps}
            validate={validateEmail}
            autoComplete="email"
          />
          <CurrentPasswordInput current={profile.email} />
          <TextInput
            source="first_name"
            label="portal.profile.fields.first_name"
            autoComplete="given-name"
          />
          <TextInput
            source="last_name"
            label="portal.profile.fields.last_name"
            autoComplete="family-name"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{translate('portal.profile.update_profile.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('portal.profile.update_profile.save')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
};
