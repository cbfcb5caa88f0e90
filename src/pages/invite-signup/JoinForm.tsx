import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { Form, required, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

import type { CallFailure } from '../../../machines/callFailure';
import { RequiredLabel, requiredInputProps } from '../../inputs/RequiredLabel';
import { ServerFieldErrors } from '../../shared/ServerFieldErrors';

const upperCase = (value: string) => value.toUpperCase();
const requiredField = required('portal.validation.required');
const SERVER_FIELDS = { invite_code: 'code' };

/**
 * Step 1 for someone already signed in (issue 28): an existing account cannot sign up again, so
 * it accepts with the invitation's one-time code alone. The server checks that the account is the
 * one the invitation was sent to; its refusal shows above the form.
 */
export const JoinForm = ({
  email,
  failure,
  submitting,
  onSubmit,
  onPrevious,
}: {
  email: string;
  failure: CallFailure | null;
  submitting: boolean;
  onSubmit: (code: string) => void;
  onPrevious: () => void;
}) => {
  const translate = useTranslate();
  const fieldErrors = failure?.fieldErrors ?? {};
  const showBanner = failure?.message && Object.keys(fieldErrors).length === 0;
  return (
    <Form
      noValidate
      disableInvalidFormNotification
      onSubmit={(values: FieldValues) => onSubmit(String(values.code))}
    >
      <Stack sx={{ gap: 0.5 }}>
        <Typography sx={{ mb: 1 }}>{translate('portal.invite.join.intro')}</Typography>
        {showBanner && (
          <Alert severity="error" sx={{ my: 1 }}>
            {translate(failure.message ?? '', { _: failure.message ?? '' })}
          </Alert>
        )}
        <ServerFieldErrors errors={fieldErrors} fields={SERVER_FIELDS} />
        <TextField
          variant="outlined"
          label={translate('portal.invite.form.email')}
          value={email}
          slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
          sx={{ my: 1 }}
        />
        <TextInput
          variant="outlined"
          source="code"
          parse={upperCase}
          autoComplete="one-time-code"
          label={<RequiredLabel label="portal.invite.form.code" />}
          helperText="portal.invite.form.code_help"
          slotProps={requiredInputProps}
          validate={requiredField}
        />
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mt: 2 }}>
          <Button variant="outlined" onClick={onPrevious} disabled={submitting}>
            {translate('portal.invite.form.previous')}
          </Button>
          <Button type="submit" variant="contained" disabled={submitting}>
            {translate('portal.invite.join.submit')}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
};
