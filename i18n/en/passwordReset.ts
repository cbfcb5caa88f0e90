/** Portal messages: the password reset page. Keys mirror i18n/zu/passwordReset.ts. */

export const reset = {
  title: 'Reset your password',
  email_step: {
    intro: 'Enter the e-mail address of your account and we will send you a reset token.',
    email: 'Email',
    submit: 'Send reset token',
  },
  token_step: {
    intro: 'We sent a reset token to %{email}. Enter it below with your new password.',
    token: 'Reset token',
    password: 'New password',
    confirm: 'Confirm new password',
    submit: 'Reset password',
    resend: 'Resend token',
    resend_in: 'Resend token in %{time}',
    resent: 'A new token is on its way.',
    change_email: 'Change email',
  },
  steps: {
    email: 'Verify email',
    token: 'New password',
  },
  back_to_login: 'Back to login',
};
