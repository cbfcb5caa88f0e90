/** Episodes of care: the resource, the charge page's episode and the rules' messages. */
export const episodesResource = {
  name: 'Episode of care |||| Episodes of care',
  fields: {
    client: 'Client',
    chargeUuid: 'Client',
    openedOn: 'Opened on',
    closedOn: 'Closed on',
    dischargeReason: 'Reason',
    dischargeNote: 'Note',
    status: 'Status',
    company: 'Company',
    course: 'Course',
    caseManager: 'Case manager',
  },
  choices: {
    status: { open: 'Open', closed: 'Closed' },
    dischargeReason: {
      completed: 'Completed',
      disengaged: 'Disengaged',
      referred_on: 'Referred on',
      consent_withdrawn: 'Consent withdrawn',
      other: 'Other',
    },
  },
  open: 'Open episode',
  opened: 'Episode opened',
  edit: 'Edit episode',
  updated: 'Episode saved',
  discharge: 'Discharge',
  discharged: 'Client discharged',
};

export const episodes = {
  title: 'Episode of care',
  current: 'Open since %{date}',
  discharged: 'Discharged on %{date}: %{reason}',
  none: 'No episode of care yet.',
  already_open: 'This client already has an open episode of care: discharge it first.',
  closed_before_opened: 'The discharge date cannot be before the episode opened.',
  in_future: 'The date cannot be after today.',
  needs_reason: 'A discharge date needs its reason.',
  needs_date: 'A reason needs a discharge date.',
  note_needs_date: 'A note goes with a discharge.',
};
