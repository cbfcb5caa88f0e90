/** Portal messages: signing up from an invitation. Keys mirror i18n/zu/inviteSignup.ts. */

export const invite = {
  title: 'You have been invited',
  steps: {
    details: 'Invitation',
    form: 'Sign up',
    join: 'Accept',
  },
  details: {
    intro: 'You have been invited to join the case-manager portal.',
    invited_by: 'Invited by',
    client: 'Client',
    designation: 'Your role',
    accept: 'Accept',
  },
  decline: {
    title: 'Not for you?',
    intro: 'You can decline this invitation with the code sent to you.',
    code: 'Invitation code',
    submit: 'Decline',
    done_title: 'Invitation declined',
    done: 'You have declined this invitation. You can close this page.',
    confirm_title: 'Decline this invitation?',
    confirm_message:
      'Once declined, this invitation can no longer be used to sign up. This cannot be undone.',
    confirm: 'Decline invitation',
    keep: 'Keep invitation',
  },
  form: {
    email: 'Email',
    first_name: 'First name',
    last_name: 'Last name',
    code: 'One-time code',
    code_help: 'The code sent with your invitation',
    password: 'Password',
    confirm: 'Confirm password',
    accept_terms_before: 'I accept the ',
    accept_terms_link: 'terms and conditions',
    previous: 'Previous',
    submit: 'Sign me up',
  },
  // Issue 28: an existing account accepts signed in rather than signing up.
  has_account: 'Already have an account?',
  log_in_to_accept: 'Log in to accept',
  join: {
    intro: 'You are logged in. Type the code sent with your invitation to accept it.',
    submit: 'Accept invitation',
    done: 'You have accepted the invitation.',
  },
  load_error: 'This invitation could not be loaded.',
  failed_actions: {
    login: 'Log in',
    home: 'Go home',
  },
};
