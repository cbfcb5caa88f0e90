import { Button, Stack, Typography } from '@mui/material';
import { Form, required, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

import type { CallFailure } from '../../../machines/callFailure';
import { RequiredLabel, requiredInputProps } from '../../inputs/RequiredLabel';
import { FailureBanner } from '../../shared/FailureBanner';
import { ServerFieldErrors } from '../../shared/ServerFieldErrors';
import { InvitedEmailField } from './InvitedEmailField';

const upperCase = (value: string) => value.toUpperCase();
const requiredField = required('portal.validation.required');
const SERVER_FIELDS = { invite_code: 'code' };

/**
 * Step 1 for someone already signed in: an existing account cannot sign up again, so
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
  return (
    <Form
      noValidate
      disableInvalidFormNotification
      onSubmit={(values: FieldValues) => onSubmit(String(values.code))}
    >
      <Stack sx={{ gap: 0.5 }}>
        <Typography sx={{ mb: 1 }}>{translate('portal.invite.join.intro')}</Typography>
        <FailureBanner failure={failure} />
        <ServerFieldErrors errors={failure?.fieldErrors} fields={SERVER_FIELDS} />
        <InvitedEmailField email={email} />
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
