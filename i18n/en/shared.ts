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
  // Issue 31: MUI's own words, and the names of months and weekdays (browsers ship no isiZulu).
  mui: {
    open: 'Open',
    close: 'Close',
    clear: 'Clear',
    loading: 'Loading…',
  },
  date_names: {
    months: 'January February March April May June July August September October November December',
    // Each the start of the full name above it: one name per month.
    months_short: 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec',
    weekdays: 'Sunday Monday Tuesday Wednesday Thursday Friday Saturday',
    weekdays_short: 'Sun Mon Tue Wed Thu Fri Sat',
    full_date: '%{weekday}, %{month} %{day}, %{year}',
  },
};
