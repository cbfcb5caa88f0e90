/** A charge's printable progress report. Keys mirror i18n/zu/report.ts. */

export const report = {
  // The journey's link, and the report page's own button: the glossary's Print.
  open: 'Print report',
  print: 'Print',
  title: 'Progress report',
  options: {
    title: 'What the report holds',
    hint: 'These options and the buttons are not printed. To keep a file, choose "Save as PDF" in the print dialog.',
    covers: 'The report covers',
    episode: 'An episode of care',
    period: 'A period',
    choose_episode: 'Episode of care',
    from: 'From',
    to: 'To',
    notes: 'Case notes to include',
    notes_help:
      'Only notes you may read are included, those of the kinds ticked dated in the period.',
  },
  episode_closed: '%{from} to %{to}',
  episode_open: 'From %{from}, still open',
  header: {
    client: 'Client',
    policy: 'Policy',
    company: 'Company',
    episode: 'Episode of care',
    period: 'Period',
    discharge_reason: 'Discharge reason',
    supporters: 'Supporters',
    printed: 'Printed on %{date} by %{name}',
    none: 'None',
  },
  scores: {
    title: 'Scores',
    scale: 'Scale',
    first: 'First score',
    latest: 'Latest score',
    change: 'Change',
    reliable: 'Reliable change',
    band: 'Band',
    none: 'No score',
    score_on: '%{total} on %{date}',
    chart:
      '%{scale}: %{count} scores from %{from} to %{to}, the lowest %{min} and the highest %{max}.',
    chart_empty: '%{scale}: no score in this period.',
  },
  engagement: {
    title: 'Engagement in the period',
    checkins: 'Check-ins',
    sessions: 'App sessions',
    meditations: 'Audio meditations',
    module_pages: 'Module pages read',
    modules: 'Modules read in',
  },
  flags: {
    title: 'Flags',
    none: 'No flag is raised.',
    past: 'Flags are shown as they stand today; this report ends before today.',
    open: 'Not acknowledged yet.',
    acknowledgements: 'Acknowledgements in the period',
    no_acknowledgements: 'No flag was acknowledged in the period.',
  },
  notes: {
    title: 'Case notes',
    none: 'No case notes are included.',
    heading: '%{date}, %{kind}, by %{author}',
    minutes: '%{minutes} minutes',
  },
  // The printed page's foot: page numbers come from the browser (CSS counters).
  page_number: 'Page %{page} of %{pages}',
  printed_foot: 'Printed %{date}',
  api: {
    episode_or_period: 'Choose an episode of care or a period, not both.',
    period_order: 'The period ends before it starts.',
    unknown_episode: 'This client has no such episode of care.',
    unknown_note: 'One of these case notes cannot be found.',
  },
};
