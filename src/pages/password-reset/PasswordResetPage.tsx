import {
  Alert,
  Card,
  CardContent,
  Link,
  Step,
  StepLabel,
  Stepper,
  Typography,
} from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useNavigate, useTranslate } from 'react-admin';

import { PublicPageFrame } from '../PublicPageFrame';
import { EmailStep } from './EmailStep';
import { TokenStep } from './TokenStep';
import { rememberLoginEmail } from '../../auth/loginEmailHint';
import { usePasswordReset } from './usePasswordReset';

/** Spec section 2, password reset (public): two steps; success goes to login with the banner. */
export const PasswordResetPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [snapshot, send] = usePasswordReset();
  const { context } = snapshot;
  const onTokenStep = snapshot.matches('token');
  const done = snapshot.matches('done');

  useEffect(() => {
    if (done) {
      // The login opens with the e-mail the reset was for.
      rememberLoginEmail(context.email);
      navigate('/login?resetSuccess=true', { replace: true });
    }
  }, [done, navigate, context.email]);

  return (
    <PublicPageFrame>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: '1.75rem' }}>
            {translate('portal.reset.title')}
          </Typography>
          <Stepper activeStep={onTokenStep ? 1 : 0} sx={{ my: 3 }}>
            <Step>
              <StepLabel>{translate('portal.reset.steps.email')}</StepLabel>
            </Step>
            <Step>
              <StepLabel>{translate('portal.reset.steps.token')}</StepLabel>
            </Step>
          </Stepper>
          {onTokenStep || done ? (
            <TokenStep
              email={context.email}
              failure={context.failure}
              resent={context.resent}
              submitting={snapshot.matches({ token: { form: 'submitting' } }) || done}
              secondsLeft={context.resendIn}
              resending={snapshot.matches({ token: { resend: 'sending' } })}
              onSubmit={(token, password) => send({ type: 'reset.submit', token, password })}
              onResend={() => send({ type: 'reset.resend' })}
              onChangeEmail={() => send({ type: 'reset.changeEmail' })}
            />
          ) : (
            <>
              {context.failure?.message && (
                <Alert severity="error" sx={{ mb: 2 }}>
                  {translate(context.failure.message, { _: context.failure.message })}
                </Alert>
              )}
              <EmailStep
                defaultEmail={context.email}
                sending={snapshot.matches('sendingEmail')}
                onSubmit={(email) => send({ type: 'reset.requestToken', email })}
              />
            </>
          )}
          <Typography sx={{ mt: 3, textAlign: 'center' }}>
            <Link component={RouterLink} to="/login" variant="body2">
              {translate('portal.reset.back_to_login')}
            </Link>
          </Typography>
        </CardContent>
      </Card>
    </PublicPageFrame>
  );
};
