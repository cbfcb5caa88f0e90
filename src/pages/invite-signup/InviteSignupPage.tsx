import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Link,
  Step,
  StepLabel,
  Stack,
  Stepper,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useLocation, useNavigate, useNotify, useTranslate } from 'react-admin';

import { useApi } from '../../app/ApiContext';
import { loginPath } from '../../auth/loginPath';
import { useRecheckAuth } from '../../auth/useShallowProfile';
import { StatusBox } from '../../shared/StatusBox';
import { PublicPageFrame } from '../PublicPageFrame';
import { DeclineForm } from './DeclineForm';
import { InvitationDetails } from './InvitationDetails';
import { JoinForm } from './JoinForm';
import { SignupForm } from './SignupForm';
import { useInviteSignup } from './useInviteSignup';

/** Spec section 2: where a successful signup lands, with its message. */
export const AFTER_SIGNUP_PATH = '/profile?update=true&signup=true';
/** Where accepting signed in lands: the user's list, which now holds the client. */
export const AFTER_JOIN_PATH = '/users';

/**
 * Spec section 2, invite-signup (public): step 0 the invitation (a client invitation can be
 * declined), step 1 the signup form. After signup the new user is signed in (session storage:
 * no remember me was asked) and sent to the profile. Someone already signed in accepts with the
 * code instead (an existing account cannot sign up); anyone else is offered to log in
 * and come back here.
 */
export const InviteSignupPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { tokens } = useApi();
  const recheckAuth = useRecheckAuth();
  const notify = useNotify();
  const { uuid = '' } = useParams();
  const { pathname, search } = useLocation();
  const isClient = new URLSearchParams(search).get('client') === 'true';
  // Read once: the signup's own new session must not turn its form into the accept form.
  const [hasSession] = useState(() => tokens.read() !== null);
  const [snapshot, send] = useInviteSignup({ uuid, isClient });
  const { context } = snapshot;
  const signedIn = snapshot.matches('done') ? context.tokens : null;

  useEffect(() => {
    if (!signedIn) {
      return;
    }
    tokens.store(signedIn, false);
    // The auth check must see the new session before the guarded pages render.
    void recheckAuth().then(() => navigate(AFTER_SIGNUP_PATH, { replace: true }));
  }, [signedIn, tokens, recheckAuth, navigate]);

  const joined = snapshot.matches('joined');
  useEffect(() => {
    if (joined) {
      notify('portal.invite.join.done', { type: 'success' });
      navigate(AFTER_JOIN_PATH, { replace: true });
    }
  }, [joined, notify, navigate]);

  const failure = context.failure;
  const retryable = failure?.status === undefined || failure.status === 0 || failure.status >= 500;
  const onForm =
    snapshot.matches('form') ||
    snapshot.matches('signingUp') ||
    snapshot.matches('done') ||
    snapshot.matches('joining') ||
    joined;

  return (
    <PublicPageFrame maxWidth={560}>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom sx={{ fontSize: '1.75rem' }}>
            {translate(
              snapshot.matches('declined')
                ? 'portal.invite.decline.done_title'
                : 'portal.invite.title',
            )}
          </Typography>
          {!snapshot.matches('declined') && !snapshot.matches('failed') && (
            <Stepper activeStep={onForm ? 1 : 0} sx={{ my: 3 }}>
              <Step>
                <StepLabel>{translate('portal.invite.steps.details')}</StepLabel>
              </Step>
              <Step>
                <StepLabel>
                  {translate(hasSession ? 'portal.invite.steps.join' : 'portal.invite.steps.form')}
                </StepLabel>
              </Step>
            </Stepper>
          )}
          {snapshot.matches('loading') && (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label={translate('portal.shell.loading')} />
            </Box>
          )}
          {snapshot.matches('failed') && (
            <StatusBox
              variant="error"
              title="portal.invite.load_error"
              message={failure?.message ?? 'portal.errors.default'}
              onRetry={retryable ? () => send({ type: 'invite.retry' }) : undefined}
            />
          )}
          {snapshot.matches('failed') && (
            // An invalid or used invitation is no dead end: the login and the home page.
            <Stack direction="row" sx={{ gap: 1, mt: 3, flexWrap: 'wrap' }}>
              <Button component={RouterLink} to="/login" variant="contained">
                {translate('portal.invite.failed_actions.login')}
              </Button>
              <Button component={RouterLink} to="/" variant="outlined">
                {translate('portal.invite.failed_actions.home')}
              </Button>
            </Stack>
          )}
          {snapshot.matches('declined') && (
            <StatusBox variant="success" message="portal.invite.decline.done" />
          )}
          {(snapshot.matches('details') || snapshot.matches('declining')) && context.invitation && (
            <>
              <InvitationDetails
                invitation={context.invitation}
                onAccept={() => send({ type: 'invite.accept' })}
              />
              {isClient && (
                <DeclineForm
                  declining={snapshot.matches('declining')}
                  failure={failure}
                  onDecline={(code) => send({ type: 'invite.decline', code })}
                />
              )}
            </>
          )}
          {onForm && context.invitation && hasSession && (
            <JoinForm
              email={context.invitation.email}
              failure={failure}
              submitting={!snapshot.matches('form')}
              onSubmit={(code) => send({ type: 'invite.join', code })}
              onPrevious={() => send({ type: 'invite.previous' })}
            />
          )}
          {onForm && context.invitation && !hasSession && (
            <Typography variant="body2" sx={{ mb: 2 }}>
              {translate('portal.invite.has_account')}{' '}
              {/* In a sentence the link shows by its underline, not its colour alone (dark: 1.6:1). */}
              <Link
                component={RouterLink}
                underline="always"
                to={loginPath(`${pathname}${search}`)}
              >
                {translate('portal.invite.log_in_to_accept')}
              </Link>
            </Typography>
          )}
          {onForm && context.invitation && !hasSession && (
            <SignupForm
              email={context.invitation.email}
              draft={context.draft}
              failure={failure}
              submitting={!snapshot.matches('form')}
              onSubmit={(values) => send({ type: 'invite.submit', values })}
              onPrevious={(values) => send({ type: 'invite.previous', values })}
            />
          )}
        </CardContent>
      </Card>
    </PublicPageFrame>
  );
};
