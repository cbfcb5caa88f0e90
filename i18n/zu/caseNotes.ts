/** Amanothi okunakekela ngaphansi komnakekelwa. Keys mirror i18n/en/caseNotes.ts. */

export const caseNotesResource = {
  name: 'Inothi |||| Amanothi',
  fields: {
    noteDate: 'Usuku',
    kind: 'Uhlobo',
    author: 'Umbhali',
    text: 'Inothi',
    sessionMinutes: 'Ubude (imizuzu)',
    sessionMode: 'Indlela',
    visibility: 'Ubani ongayifunda',
    mine: 'Amanothi ami kuphela',
  },
  choices: {
    kind: {
      contact: 'Ukuxhumana',
      session: 'Iseshini',
      supervision: 'Ukwengamela',
      event: 'Isehlakalo',
    },
    sessionMode: {
      in_person: 'Ubuso nobuso',
      phone: 'Ucingo',
      video: 'Ividiyo',
      message: 'Umlayezo',
    },
    visibility: {
      private: 'Mina kuphela',
      supporters: 'Abasekeli abanemvume Enikeziwe',
      supporters_and_admins: 'Abasekeli nabalawuli',
    },
  },
  add: 'Engeza inothi',
  added: 'Inothi lengeziwe',
  edit: 'Hlela inothi',
  updated: 'Inothi lilondoloziwe',
};

export const caseNotes = {
  tab: 'Amanothi',
  session_required: 'Kuyadingeka eseshini',
  session_only: 'Okweseshini kuphela',
  consent_needed: 'Amanothi abhalwa kuphela uma imvume yakho Inikeziwe',
  locked:
    'Labhalwa ngaphezu kwamahora angu-%{hours} edlule: ushintsho lugcinwa njengokulungiswa eduze kwelokuqala',
  amendments: 'Okulungisiwe',
  amended: 'Kulungiswe ngu-%{name}, %{date}',
  change: '%{field}: “%{from}” kwaba “%{to}”',
  empty_value: '(lutho)',
  written: 'Libhalwe ngu-%{name}, %{date}',
  events: 'Amanothi ezehlakalo',
  event_marker: 'Isehlakalo: %{text}',
  event_row: 'Inothi lesehlakalo',
};
