import { Alert, Button, Stack, Typography } from '@mui/material';
import { Form, required, TextInput, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';

import type { CallFailure } from '../../../machines/callFailure';
import { RequiredLabel, requiredInputProps } from '../../inputs/RequiredLabel';
import { PasswordPair } from '../../shared/PasswordPair';
import { ServerFieldErrors } from '../../shared/ServerFieldErrors';
import { ResendButton } from './ResendButton';

const upperCase = (value: string) => value.toUpperCase();

export interface TokenStepProps {
  email: string;
  failure: CallFailure | null;
  resent: boolean;
  submitting: boolean;
  secondsLeft: number;
  resending: boolean;
  onSubmit: (token: string, password: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
}

/**
 * Step 2: the mailed token (upper-cased as it is typed), the new password and its confirmation;
 * resend (held back by the countdown) and change e-mail (back to step 1).
 */
export const TokenStep = (props: TokenStepProps) => {
  const translate = useTranslate();
  const { failure } = props;
  const hasFieldErrors = failure !== null && Object.keys(failure.fieldErrors).length > 0;
  return (
    <Form
      noValidate
      // The fields say what is wrong where it is; a toast would outlive the page.
      disableInvalidFormNotification
      onSubmit={(values: FieldValues) =>
        props.onSubmit(String(values.token), String(values.password))
      }
    >
      <Stack sx={{ gap: 1 }}>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {translate('portal.reset.token_step.intro', { email: props.email })}
        </Typography>
        {failure?.message && !hasFieldErrors && (
          <Alert severity="error">{translate(failure.message, { _: failure.message })}</Alert>
        )}
        {props.resent && (
          <Alert severity="info">{translate('portal.reset.token_step.resent')}</Alert>
        )}
        <ServerFieldErrors errors={failure?.fieldErrors} />
        <TextInput
          variant="outlined"
          source="token"
          parse={upperCase}
          autoComplete="one-time-code"
          label={<RequiredLabel label="portal.reset.token_step.token" />}
          slotProps={{
            ...requiredInputProps,
            htmlInput: { ...requiredInputProps.htmlInput, autoCapitalize: 'characters' },
          }}
          validate={required('portal.validation.required')}
        />
        <PasswordPair
          variant="outlined"
          label="portal.reset.token_step.password"
          confirmLabel="portal.reset.token_step.confirm"
          helperText="portal.shared.password.rule"
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={props.submitting}
          sx={{ mt: 1 }}
        >
          {translate('portal.reset.token_step.submit')}
        </Button>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 1 }}
        >
          <ResendButton
            secondsLeft={props.secondsLeft}
            sending={props.resending}
            onResend={props.onResend}
          />
          <Button variant="text" disabled={props.submitting} onClick={props.onChangeEmail}>
            {translate('portal.reset.token_step.change_email')}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
};
