import { Alert, Box, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Form,
  Link,
  PasswordInput,
  TextInput,
  required,
  useLogin,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';

import { SecondFactorNeeded, type LoginParams } from '../auth/authProvider';
import type { TokenRequest } from '../../core/generated/token-request';
import { forgetLoginEmail, loginEmailHint } from '../auth/loginEmailHint';
import { useForgetShallowProfile } from '../auth/useShallowProfile';
import { RequiredLabel, requiredInputProps } from '../inputs/RequiredLabel';

import { loginErrorMessage, loginFieldErrors } from './loginError';
import { validateEmail, validatePassword } from './loginValidation';
import { RememberMeInput } from './RememberMeInput';
import { ButtonSpinner } from '../shared/ButtonSpinner';

export interface LoginFormProps {
  /** Where to go after logging in. */
  target: string;
}

/**
 * Email, password and remember me. A failed login shows its message in a banner above the
 * fields rather than a snackbar, so it stays while the user corrects the form. After a password
 * reset or "Login Instead" the e-mail is already filled in.
 */
export const LoginForm = ({ target }: LoginFormProps) => {
  const translate = useTranslate();
  const login = useLogin();
  const forgetShallowProfile = useForgetShallowProfile();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [email] = useState(loginEmailHint);
  const [secondStep, setSecondStep] = useState<{ challenge: string; remember: boolean } | null>(
    null,
  );

  const attempt = async (params: LoginParams) => {
    setSubmitting(true);
    setError(null);
    try {
      forgetShallowProfile();
      await login(params, target);
      forgetLoginEmail();
      return undefined;
    } catch (failure) {
      setSubmitting(false);
      if (failure instanceof SecondFactorNeeded) {
        setSecondStep({ challenge: failure.challenge, remember: params.remember === true });
        return undefined;
      }
      setError(loginErrorMessage(failure));
      // Returned field errors are placed on the matching inputs by react-admin's Form.
      return loginFieldErrors(failure);
    }
  };

  const submit = (values: FieldValues) => {
    // The inputs below are exactly these fields, validated before submit is called.
    const { email, password, remember } = values as TokenRequest;
    return attempt({ email, password, remember: remember === true });
  };

  if (secondStep) {
    return (
      <Form
        key="second-step"
        onSubmit={(values: FieldValues) =>
          attempt({ ...secondStep, code: String(values.code ?? '').trim() })
        }
        noValidate
        disableInvalidFormNotification
      >
        <Stack spacing={0.5}>
          {error !== null && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {translate(error, { _: error })}
            </Alert>
          )}
          <Typography>{translate('portal.login.mfa_intro')}</Typography>
          <TextInput
            source="code"
            label={<RequiredLabel label="portal.login.mfa_code" />}
            slotProps={{ htmlInput: { 'aria-required': true, autoComplete: 'one-time-code' } }}
            validate={required()}
            variant="outlined"
            margin="normal"
            size="medium"
            autoFocus
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            fullWidth
            disabled={submitting}
            startIcon={submitting ? <ButtonSpinner /> : undefined}
            sx={{ mt: 2, py: 1.25 }}
          >
            {translate('portal.login.mfa_submit')}
          </Button>
          {/* Another account, or a mistyped password: back to the first step. */}
          <MuiLink
            component="button"
            type="button"
            variant="body2"
            onClick={() => {
              setError(null);
              setSecondStep(null);
            }}
            sx={{ mt: 2, alignSelf: 'center' }}
          >
            {translate('portal.login.mfa_back')}
          </MuiLink>
        </Stack>
      </Form>
    );
  }

  return (
    <Form
      onSubmit={submit}
      noValidate
      disableInvalidFormNotification
      defaultValues={email === null ? undefined : { email }}
    >
      <Stack spacing={0.5}>
        {error !== null && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {translate(error, { _: error })}
          </Alert>
        )}
        <TextInput
          source="email"
          label={<RequiredLabel label="portal.login.email" />}
          slotProps={requiredInputProps}
          type="email"
          autoComplete="username"
          validate={validateEmail}
          variant="outlined"
          margin="normal"
          size="medium"
        />
        <PasswordInput
          source="password"
          label={<RequiredLabel label="portal.login.password" />}
          slotProps={requiredInputProps}
          autoComplete="current-password"
          validate={validatePassword}
          variant="outlined"
          margin="normal"
          size="medium"
        />
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            columnGap: 2,
          }}
        >
          <RememberMeInput />
          <Link to="/password-reset" variant="body2">
            {translate('portal.login.forgot_password')}
          </Link>
        </Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={submitting}
          startIcon={submitting ? <ButtonSpinner /> : undefined}
          sx={{ mt: 2, py: 1.25 }}
        >
          {translate('portal.login.submit')}
        </Button>
      </Stack>
    </Form>
  );
};
