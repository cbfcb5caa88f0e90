/** Portal messages: shared interface pieces (status box, password pair, calendar). Keys mirror i18n/zu/shared.ts. */

export const shared = {
  status: {
    error: 'Error',
    warning: 'Warning',
    info: 'Information',
    success: 'Success',
    retry: 'Retry',
  },
  password: {
    show: 'Show passwords',
    hide: 'Hide passwords',
    rule: 'At least %{min} characters, and not a common password',
    common: 'This password is too common. Choose one that is harder to guess.',
  },
  calendar: {
    previous_month: 'Previous month',
    next_month: 'Next month',
  },
  date: {
    format: 'YYYY/MM/DD',
    open_calendar: 'Open calendar: %{field}',
    calendar: 'Calendar: %{field}',
  },
  not_set: 'Not set',
  close: 'Close',
};
