/** Caseload triage (issue 14): the attention flags. Keys mirror i18n/zu/attention.ts. */

export const attention = {
  column: 'Attention flags',
  none: 'No flags',
  flags: {
    severe_score: 'Severe score',
    reliable_deterioration: 'Reliable deterioration',
    low_mood: 'Low mood',
    disengaged: 'Stopped using the app',
    overdue_questionnaire: 'PHQ-8 overdue',
  },
  // The numbers come from core/attention.ts.
  reasons: {
    severe_score:
      'The latest PHQ-8 is %{phq8} or more, the latest GAD-7 %{gad7} or more, or the latest WSAS %{wsas} or more.',
    reliable_deterioration:
      'The latest PHQ-8, GAD-7 or WSAS is reliably worse than the first (the journey’s reliable change).',
    low_mood: 'A mood of %{mood} or lower on the last %{run} check-ins in a row.',
    disengaged: 'No session for %{days} days or more.',
    overdue_questionnaire: 'No PHQ-8 for %{days} days; questionnaires come every two weeks.',
  },
  // Issue 31: what raised each flag, and its acknowledgement in the list.
  scales: { phq8: 'PHQ-8', gad7: 'GAD-7', wsas: 'WSAS' },
  evidence: {
    severe_score: '%{scale} %{score}, %{date}',
    reliable_deterioration: '%{scale} up %{change} to %{score}, %{date}',
    low_mood: '%{count} low moods in a row, latest %{date}',
    disengaged: 'last session %{date}',
    overdue_questionnaire: 'last PHQ-8 %{date}',
    overdue_never: 'no PHQ-8 yet',
  },
  acknowledged_by: 'Acknowledged by %{name}, %{date}',
  open_flag: 'Open',
  summary: {
    title: 'Needs attention',
    count: '%{smart_count} user needs attention |||| %{smart_count} users need attention',
    nobody: 'Nobody needs attention today.',
    show: 'Show the users flagged “%{flag}”',
  },
  legend: {
    open: 'What the flags mean',
    title: 'Attention flags',
    close: 'Close',
    only_consent:
      'Flags are worked out from the app’s data, and shown only for users who have given you consent.',
    no_self_harm: 'The PHQ-8 has no self-harm item, so no flag screens for suicide risk.',
  },
  charge: {
    title: 'Needs attention',
    nothing: 'No flags are raised for this user.',
    acknowledge: 'Acknowledge',
    acknowledge_title: 'Acknowledge “%{flag}”',
    note: 'Note',
    note_help: 'What you did or decided, in a few words.',
    cancel: 'Cancel',
    done: 'Flag acknowledged',
    acknowledged: 'Acknowledged by %{name}, %{date}: “%{note}”',
    history: 'Acknowledgements',
    no_history: 'No acknowledgements yet.',
    holds: 'Holds',
    ended: {
      cleared: 'Ended: the condition cleared',
      worsened: 'Ended: a worse value raised the flag again',
    },
  },
};
