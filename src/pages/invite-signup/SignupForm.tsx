import { Button, Stack } from '@mui/material';
import { Form, required, TextInput, useTranslate } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';

import type { CallFailure } from '../../../machines/callFailure';
import type { SignupDraft, SignupValues } from '../../../machines/inviteSignup';
import { RequiredLabel, requiredInputProps } from '../../inputs/RequiredLabel';
import { PasswordPair } from '../../shared/PasswordPair';
import { FailureBanner } from '../../shared/FailureBanner';
import { ServerFieldErrors } from '../../shared/ServerFieldErrors';
import { InvitedEmailField } from './InvitedEmailField';
import { AcceptTermsInput } from './AcceptTermsInput';

const upperCase = (value: string) => value.toUpperCase();
const requiredField = required('portal.validation.required');
/** Server field names → this form's sources. */
const SERVER_FIELDS = { invite_code: 'code', first_name: 'firstName', last_name: 'lastName' };

/**
 * Step 1, spec sections 2 and 5: e-mail (read-only, the invitation's), first and last name, the
 * one-time code (upper-cased), password and confirmation, and the terms; all required. Server
 * field errors land on their fields; Previous goes back to the invitation with what was typed,
 * and the form opens again with it (`draft`).
 */
export const SignupForm = ({
  email,
  draft,
  failure,
  submitting,
  onSubmit,
  onPrevious,
}: {
  email: string;
  draft: SignupDraft | null;
  failure: CallFailure | null;
  submitting: boolean;
  onSubmit: (values: SignupValues) => void;
  onPrevious: (draft: SignupDraft) => void;
}) => {
  const translate = useTranslate();
  const fieldErrors = failure?.fieldErrors ?? {};
  const { email: emailError, ...formErrors } = fieldErrors;
  return (
    <Form
      noValidate
      // The fields say what is wrong where it is; a toast would outlive the page.
      disableInvalidFormNotification
      defaultValues={draft ?? undefined}
      onSubmit={(values: FieldValues) =>
        onSubmit({
          email,
          firstName: String(values.firstName),
          lastName: String(values.lastName),
          code: String(values.code),
          password: String(values.password),
        })
      }
    >
      <Stack sx={{ gap: 0.5 }}>
        <FailureBanner failure={failure} />
        <ServerFieldErrors errors={formErrors} fields={SERVER_FIELDS} />
        <InvitedEmailField email={email} error={emailError} />
        <TextInput
          variant="outlined"
          source="firstName"
          autoComplete="given-name"
          label={<RequiredLabel label="portal.invite.form.first_name" />}
          slotProps={requiredInputProps}
          validate={requiredField}
        />
        <TextInput
          variant="outlined"
          source="lastName"
          autoComplete="family-name"
          label={<RequiredLabel label="portal.invite.form.last_name" />}
          slotProps={requiredInputProps}
          validate={requiredField}
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
        <PasswordPair
          variant="outlined"
          label="portal.invite.form.password"
          confirmLabel="portal.invite.form.confirm"
          helperText="portal.shared.password.rule"
        />
        <AcceptTermsInput />
        <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, mt: 2 }}>
          <PreviousButton onPrevious={onPrevious} disabled={submitting} />
          <Button type="submit" variant="contained" disabled={submitting}>
            {translate('portal.invite.form.submit')}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
};

/** Previous, handing back what the form holds so Accept can restore it. */
const PreviousButton = ({
  onPrevious,
  disabled,
}: {
  onPrevious: (draft: SignupDraft) => void;
  disabled: boolean;
}) => {
  const translate = useTranslate();
  const { getValues } = useFormContext();
  return (
    <Button variant="outlined" onClick={() => onPrevious(getValues())} disabled={disabled}>
      {translate('portal.invite.form.previous')}
    </Button>
  );
};
