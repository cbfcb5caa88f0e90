/** Case notes under a charge: the Notes tab, its forms and the event markers on the journey's charts. Keys mirror i18n/zu/caseNotes.ts. */

export const caseNotesResource = {
  name: 'Note |||| Notes',
  fields: {
    noteDate: 'Date',
    kind: 'Kind',
    author: 'Author',
    text: 'Note',
    sessionMinutes: 'Length (minutes)',
    sessionMode: 'Mode',
    visibility: 'Who can read it',
    mine: 'Only my notes',
  },
  choices: {
    kind: {
      contact: 'Contact',
      session: 'Session',
      supervision: 'Supervision',
      event: 'Event',
    },
    sessionMode: {
      in_person: 'In person',
      phone: 'Phone',
      video: 'Video',
      message: 'Message',
    },
    visibility: {
      private: 'Only me',
      supporters: 'Supporters with Given consent',
      supporters_and_admins: 'Supporters and administrators',
    },
  },
  add: 'Add note',
  added: 'Note added',
  edit: 'Edit note',
  updated: 'Note saved',
};

export const caseNotes = {
  tab: 'Notes',
  session_required: 'Required for a session',
  session_only: 'Only for a session',
  consent_needed: 'Notes are written only while your consent is Given',
  locked:
    'Written more than %{hours} hours ago: a change is kept as an amendment beside the original',
  amendments: 'Amendments',
  amended: 'Amended by %{name}, %{date}',
  change: '%{field}: “%{from}” became “%{to}”',
  empty_value: '(none)',
  written: 'Written by %{name}, %{date}',
  events: 'Event notes',
  event_marker: 'Event: %{text}',
  event_row: 'Event note',
};
