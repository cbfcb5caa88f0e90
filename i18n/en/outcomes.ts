/** The outcome report: page, figures, charts, drill-down and the API's messages. Keys mirror i18n/zu/outcomes.ts. */

export const outcomes = {
  title: 'Outcomes',
  title_mine: 'My outcomes',
  intro:
    'Episodes of care discharged in the period, as NHS Talking Therapies counts them on the PHQ-8 and the GAD-7 together; the WSAS is reported apart.',
  intro_mine:
    'Your own clients’ episodes of care (those whose consent to you is Given), discharged in the period, as NHS Talking Therapies counts them on the PHQ-8 and the GAD-7 together; the WSAS is reported apart.',
  filters: {
    title: 'Filters',
    from: 'From month',
    to: 'To month',
    company: 'Company',
    course: 'Course',
    case_manager: 'Case manager',
    any: 'Any',
  },
  groups: {
    closed_episodes: 'Closed in the period',
    open_episodes: 'Open, with two scores or more',
  },
  figures: {
    at_caseness: 'Started at caseness',
    recovered: 'Recovered',
    reliably_improved: 'Reliably improved',
    reliably_recovered: 'Reliably recovered',
    reliably_deteriorated: 'Reliably deteriorated',
    wsas_reliably_improved: 'WSAS reliably improved',
    wsas_reliably_deteriorated: 'WSAS reliably deteriorated',
  },
  figure_help: {
    at_caseness: 'Of every episode with a first and a last PHQ-8 and GAD-7',
    recovered: 'Of the episodes at caseness at the start: below both lines at the end',
    reliably_improved: 'A reliable drop on one scale or both and a reliable rise on neither',
    reliably_recovered: 'Recovered and reliably improved, of the episodes at caseness at the start',
    reliably_deteriorated: 'A reliable rise on the PHQ-8 or the GAD-7',
    wsas_reliably_improved: 'Of the episodes with a first and a last WSAS',
    wsas_reliably_deteriorated: 'Of the episodes with a first and a last WSAS',
  },
  figure: 'Figure',
  numerator: 'Episodes',
  denominator: 'Out of',
  percentage: 'Per cent',
  fewer_than_five: 'fewer than 5',
  fewer_than_five_help:
    'Groups of fewer than 5 episodes are not shown, so no client can be singled out.',
  of: '%{numerator} of %{denominator}',
  table_title: 'Outcome figures',
  completeness: {
    title: 'Completeness',
    closed: 'Episodes closed in the period',
    counted: 'Counted (a first and a last PHQ-8 and GAD-7)',
    no_first_score: 'Left out: no first PHQ-8 or GAD-7',
    no_last_score: 'Left out: no last PHQ-8 or GAD-7',
  },
  thresholds: {
    title: 'Thresholds',
    caseness: 'Caseness: PHQ-8 %{phq8} or more, or GAD-7 %{gad7} or more, at the first score.',
    reliable:
      'Reliable change: %{phq8} points on the PHQ-8, %{gad7} on the GAD-7, %{wsas} on the WSAS.',
    baseline:
      'The first score is the last within %{days} days before the episode opened, else the first in the episode.',
    gad7_line:
      'The GAD-7 caseness line (%{line}) is below the journey chart’s healthy range (under %{healthy}): a GAD-7 of %{line} to %{below} is “mild” on the chart and a case here.',
    source: 'Source: NHS Talking Therapies for anxiety and depression manual (NHS England, 2024).',
  },
  by_month: {
    title: 'Figures by month of discharge',
    month: 'Month',
    none: 'No episodes were closed in the period.',
  },
  by_week: {
    title: 'Average scores by weeks since the episode opened',
    week: 'Week',
    week_n: 'Week %{week}',
    none: 'Not enough scores to show an average.',
  },
  charges: {
    show: 'Show my clients: %{figure}, %{group}',
    mine: 'My clients',
    title: 'My clients: %{figure}',
    empty: 'None of your own clients is in this figure.',
    client: 'Client',
    unnamed: 'Client %{n}',
    opened: 'Opened',
    closed: 'Closed',
    close: 'Close',
  },
  csv: {
    export: 'Export',
    group: 'Group',
    figure: 'Figure',
  },
  api: {
    period_order: 'The first month must not be after the last.',
    period_length: 'A report covers at most %{months} months.',
    unknown_case_manager: 'No such case manager.',
    own_caseload_only: 'You may report on your own caseload only.',
  },
};
