/** Portal messages: the shell (layout, navigation, guard, error pages). Keys mirror i18n/zu/shell.ts. */

export const shell = {
  home: 'Go to the home page',
  back: 'Back',
  loading: 'Loading…',
  menu: {
    navigation: 'Main navigation',
    settings: 'Settings',
    feedback: 'Feedback',
    profile_loading: 'Loading your profile',
  },
  account: {
    open: 'Account menu',
    my_profile: 'My profile',
    logout: 'Logout',
    logging_out: 'Logging you out…',
    theme: 'Theme',
  },
  idle: {
    title: 'Are you still there?',
    // Issue 31: both times from the idle timer's constants, so the text says what happens.
    body: 'You have not used the portal for %{minutes} minutes. To protect your clients’ privacy you will be signed out in %{seconds} seconds.',
    stay: 'Stay signed in',
    sign_out: 'Sign out now',
  },
  theme: {
    light: 'Light',
    dark: 'Dark',
    system: 'System',
  },
  side_panel: {
    close: 'Close the panel',
  },
  not_found: {
    title: 'Page not found',
    message: 'You might be lost. We have never seen this route',
    go_home: 'Go Home',
    go_back: 'Go Back',
  },
  not_allowed: {
    title: 'Not allowed',
    message: 'You do not have permission to access this route',
    go_home: 'Go Home',
    login_instead: 'Login Instead',
  },
  invites: {
    title: 'Invites',
    message: 'Invites Works',
  },
  update_profile: {
    title: 'Update Profile',
    message: 'Please complete your profile before you continue. These details are missing:',
    first_name: 'First Name',
    last_name: 'Last Name',
    terms_link: 'Read the terms and conditions',
    proceed: 'Proceed',
  },
  second_factor: {
    title: 'Set up a second factor',
    message:
      'Your role must use a second factor before anything else: an authenticator app on your phone gives a code that sign-in asks for after the password.',
  },
};
