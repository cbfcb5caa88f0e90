/** Portal messages: the profile and settings page. Keys mirror i18n/zu/profile.ts. */

export const profile = {
  title: 'My profile',
  tabs: {
    profile: 'Profile',
    settings: 'Settings',
  },
  signup_success: 'You have successfully been logged in. You can complete your profile setup.',
  fields: {
    username: 'Username',
    email: 'Email',
    first_name: 'First name',
    last_name: 'Last name',
    date_joined: 'Date joined',
    role: 'Role',
    second_factor: 'Second factor',
  },
  role_labels: {
    AD: 'Administrator',
    QM: 'Quasi case manager',
    MG: 'Case manager',
    CA: 'Company administrator',
  },
  update_profile: {
    open: 'Update profile',
    title: 'Update profile',
    save: 'Save',
    cancel: 'Cancel',
    success: 'Your profile has been updated.',
  },
  mfa: {
    open: 'Set up a second factor',
    title: 'Second factor (authenticator app)',
    scan: 'Scan this QR code with an authenticator app, then type the 6-digit code it shows.',
    qr_alt: 'QR code of the second factor',
    or_type: 'Or type this key into the app:',
    code: 'Code from the app',
    confirm: 'Confirm',
    cancel: 'Cancel',
    enabled: 'The second factor is on. Sign-in now asks for a code after the password.',
    recovery_intro:
      'Keep these recovery codes somewhere safe. Each works once, in place of a code, if you lose your phone. They are not shown again.',
    recovery_codes: 'Recovery codes',
    on_since: 'On since %{date}',
    off: 'Off',
    set_up: 'Set up',
    required: 'Your role must use a second factor.',
    turn_off: 'Turn off',
    turn_off_title: 'Turn off the second factor',
    turn_off_body:
      'Sign-in will ask for your password alone again. Type your current password to turn the second factor off.',
    password: 'Current password',
    turned_off: 'The second factor is off.',
    // Issue 28: setting up or replacing the factor asks for the password first.
    password_intro:
      'Type your current password to set up a new second factor. A factor that is on stays on until the new one is confirmed.',
    continue: 'Continue',
  },
  update_password: {
    open: 'Update password',
    title: 'Update password',
    current: 'Current password',
    new: 'New password',
    confirm: 'Confirm new password',
    save: 'Update password',
    cancel: 'Cancel',
    success: 'Your password has been updated.',
  },
  settings: {
    intro: 'These settings are kept in this browser only.',
    language: 'Language',
    theme: 'Theme',
    page_size: 'Default table page size',
    saved: 'Settings saved',
  },
  // Issue 31: the recovery codes can be copied and saved.
  recovery_codes: {
    copy: 'Copy the codes',
    download: 'Download the codes',
    copied: 'Recovery codes copied',
    copy_failed: 'The browser did not allow copying: download the codes or write them down.',
  },
};
