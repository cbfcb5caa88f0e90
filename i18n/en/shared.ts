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
    rule: 'At least %{min} characters, and hard to guess',
    weak: {
      personal:
        'This password contains your name, your e-mail address or the portal’s name. Choose one that is harder to guess.',
      common: 'This password is too common. Choose one that is harder to guess.',
      keyboard:
        'Rows and patterns of keys are easy to guess. A few unusual words together are stronger.',
      repeated:
        'Repeated words or characters are easy to guess. A few unusual words together are stronger.',
      sequence:
        'Sequences such as abc or 1234 are easy to guess. A few unusual words together are stronger.',
      dates: 'Dates and years are easy to guess. A few unusual words together are stronger.',
      words: 'A single word or name is easy to guess, even with digits or symbols. Add more words.',
      guessable: 'This password is too easy to guess. A few unusual words together are stronger.',
    },
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
