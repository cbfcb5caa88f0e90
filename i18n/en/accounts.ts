/**
 * Account administration and sessions that end (issues 15 and 16): editing, deactivating and
 * reactivating case managers and users, the password reset an administrator sends, and the
 * confirmed e-mail change. API messages, mails and the portal's words. Keys mirror
 * i18n/zu/accounts.ts.
 */
export const accounts = {
  status: {
    true: 'Active',
    false: 'Deactivated',
  },
  api: {
    deactivated: 'This account has been deactivated. Ask an administrator to reactivate it.',
    confirm_invalid: 'This confirmation link is invalid, already used or has expired.',
    email_changed: 'Your e-mail address has been changed. Log in with the new address.',
    not_yourself: 'You cannot deactivate yourself or change your own role.',
    companies_required: 'Choose at least one company.',
    reset_sent: 'A password reset e-mail has been sent to %{email}.',
    client_no_reset: 'An app user resets their password in the app, not in the portal.',
    inactive_no_reset: 'This account is deactivated: reactivate it before sending a reset.',
    second_factor_reset: 'The second factor of %{email} has been reset.',
    no_second_factor: 'This account has no second factor to reset.',
    own_second_factor: 'Change your own second factor on your profile.',
    inactive_no_second_factor_reset:
      'This account is deactivated: reactivate it before resetting its second factor.',
    client_no_role: "An app user's account has no portal role.",
    admin_role_superuser_only: "Only a superuser may change another administrator's role.",
    admin_by_flag:
      'This account is an administrator by its superuser or staff flag, whatever its role.',
  },
  mails: {
    confirm: {
      subject: 'Confirm your new e-mail address',
      intro:
        'Someone asked to use this address for their case-manager portal account instead of %{old}.',
      open: 'Open %{link} to confirm it. Until then the account keeps its old address.',
      open_link: 'Confirm the new address',
      validity:
        'The link is valid for %{hours} hours. If you did not ask for this, ignore this e-mail.',
    },
    notice: {
      subject: 'Your e-mail address is being changed',
      intro:
        'Someone asked to change the e-mail address of your case-manager portal account to %{new}.',
      not_you:
        'If this was not you, change your password now and tell an administrator: the change happens only when the new address confirms it.',
    },
    second_factor_reset: {
      subject: 'The second factor of your account was reset',
      intro:
        'An administrator reset the second factor of your case-manager portal account. Your authenticator app and recovery codes no longer sign you in, and your open sessions have ended.',
      next: 'Log in with your password. If your role must use a second factor, you will set up a new one before anything else.',
      not_you: 'If you did not ask for this, change your password now and tell an administrator.',
    },
  },
  edit: {
    open: 'Edit',
    title: 'Edit account',
    saved: 'Account updated',
    companies: 'Companies',
  },
  deactivate: {
    open: 'Deactivate',
    title: 'Deactivate %{name}?',
    body: 'They will not be able to log in, and their open sessions end at once. Their clients stay with their other supporters. You can reactivate the account later.',
    confirm: 'Deactivate',
    done: 'Account deactivated',
  },
  reactivate: {
    open: 'Reactivate',
    title: 'Reactivate %{name}?',
    body: 'They will be able to log in again with their password.',
    confirm: 'Reactivate',
    done: 'Account reactivated',
  },
  send_reset: {
    open: 'Send password reset',
    title: 'Send a password reset e-mail?',
    body: 'An e-mail with a reset token goes to %{email}. Their current password keeps working until they set a new one.',
    confirm: 'Send',
  },
  reset_second_factor: {
    open: 'Reset second factor',
    title: 'Reset the second factor of %{name}?',
    body: 'Their authenticator app and recovery codes stop working and their open sessions end. They log in with their password alone, or set up a new second factor first if their role must use one. An e-mail tells them.',
    confirm: 'Reset',
  },
  second_factor: {
    true: 'On',
    false: 'Off',
  },
  kind: {
    client: 'App user',
    staff: 'Portal staff',
  },
  cancel: 'Cancel',
  profile: {
    current_password: 'Current password',
    password_help: 'Needed to change your e-mail address.',
    pending:
      'We sent a confirmation link to %{email}. Your e-mail address changes when you open it.',
  },
  confirm_email: {
    title: 'Confirm your new e-mail address',
    working: 'Confirming…',
    confirm: 'Confirm',
    missing: 'This link has no confirmation token.',
    to_login: 'Go to log in',
  },
};
