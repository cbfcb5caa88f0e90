import type { AppMessages } from '../en';

/** Ibhokisi lezaziso nensimbi yebha engaphezulu. Keys mirror i18n/en/notifications.ts. */

export const notificationsResource: AppMessages['resources']['notifications'] = {
  name: 'Isaziso |||| Izaziso',
  fields: {
    state: 'Kufundiwe',
    kind: 'Uhlobo',
    about: 'Mayelana no',
    what: 'Okwenzekile',
    createdAt: 'Nini',
  },
  choices: {
    state: { unread: 'Akufundiwe', read: 'Kufundiwe' },
    kind: {
      flag_raised: 'Uphawu luphakanyisiwe',
      questionnaire_answered: 'Isilinganiso siphenduliwe',
      questionnaires_missed: 'Izilinganiso eziphuthelwe',
      consent_changed: 'Imvume ishintshile',
      supporter_added: 'Umsekeli wengeziwe',
      invitation_accepted: 'Isimemo samukelwe',
      issue_assigned: 'Inkinga yabelwe',
      flag_escalated: 'Uphawu ludluliselwe phezulu',
    },
  },
  what: {
    flag_raised: 'Uphawu luphakanyisiwe: %{flag}',
    questionnaire_answered: 'Uphendule isilinganiso: %{questionnaire}',
    questionnaires_missed: 'Uphuthelwe izilinganiso ezingu-%{count} ngokulandelana',
    consent_changed: {
      given: 'Ukunike imvume',
      refused: 'Wenqabile ukukunika imvume',
      withdrawn: 'Uhoxise imvume yakho',
    },
    supporter_added: 'Kwengezwe umsekeli',
    invitation_accepted: 'Umsekeli omenyiwe ujoyinile',
    issue_assigned: 'Wabelwe inkinga yemibono',
    flag_escalated: 'Uphawu alukavunywa: %{flag}',
  },
  mark_read: 'Maka njengokufundiwe',
  marked_read: 'Kumakwe njengokufundiwe.',
  mark_all_read: 'Maka konke njengokufundiwe',
  marked_all_read: 'Konke kumakwe njengokufundiwe.',
  already_read: 'Lesi saziso sesivele sifundiwe.',
};

export const notifications: AppMessages['portal']['notifications'] = {
  bell: 'Izaziso, ezingafundiwe: %{smart_count}',
  bell_none: 'Izaziso, azikho ezingafundiwe',
};
