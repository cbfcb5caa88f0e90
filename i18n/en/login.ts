/** Portal messages: login. Keys mirror i18n/zu/login.ts. */

export const login = {
  title: 'Welcome back',
  subtitle: 'Log in to follow and support the people in your care.',
  email: 'Email',
  password: 'Password',
  remember_me: 'Remember me',
  submit: 'Login',
  forgot_password: 'Forgot password?',
  privacy_policy: 'Privacy policy',
  mfa_intro: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  mfa_code: 'Code',
  mfa_submit: 'Verify',
  reset_success: 'Your password has been reset. Log in to continue.',
  panel_title: 'Care, one step at a time.',
  panel_text: 'Follow engagement, consent and wellbeing in one calm place.',
  // Issue 31: a way back from the code step, and why an idle session ended.
  mfa_back: 'Back to the password',
  idle_signed_out:
    'You were signed out after %{minutes} minutes without activity. Log in to continue where you were.',
};
