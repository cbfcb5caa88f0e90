import type { AppMessages } from '../en';

/**
 * isiZulu for i18n/en/episodes.ts, key for key. An episode of care is "isiqephu sokunakekelwa"
 * (a time of being cared for); Discharge is "Khulula" (to release from care).
 */
export const episodesResource: AppMessages['resources']['episodes'] = {
  name: 'Isiqephu sokunakekelwa |||| Iziqephu zokunakekelwa',
  fields: {
    client: 'Umnakekelwa',
    chargeUuid: 'Umnakekelwa',
    openedOn: 'Kuqale ngomhla',
    closedOn: 'Kuphele ngomhla',
    dischargeReason: 'Isizathu',
    dischargeNote: 'Inothi',
    status: 'Isimo',
    company: 'Inkampani',
    course: 'Isifundo',
    caseManager: 'Umphathi wokunakekela',
  },
  choices: {
    status: { open: 'Kuvulekile', closed: 'Kuvaliwe' },
    dischargeReason: {
      completed: 'Kuqediwe',
      disengaged: 'Uyekile ukubamba iqhaza',
      referred_on: 'Udluliselwe kwabanye',
      consent_withdrawn: 'Imvume ihoxisiwe',
      other: 'Okunye',
    },
  },
  open: 'Vula isiqephu sokunakekelwa',
  opened: 'Isiqephu sokunakekelwa sivuliwe',
  edit: 'Hlela isiqephu sokunakekelwa',
  updated: 'Isiqephu sokunakekelwa silondoloziwe',
  discharge: 'Khulula',
  discharged: 'Umnakekelwa ukhululiwe',
};

export const episodes: AppMessages['portal']['episodes'] = {
  title: 'Isiqephu sokunakekelwa',
  current: 'Kuvulekile kusukela ngomhla ka-%{date}',
  discharged: 'Ukhululwe ngomhla ka-%{date}: %{reason}',
  none: 'Asikabi khona isiqephu sokunakekelwa.',
  already_open: 'Lo mnakekelwa usenesiqephu sokunakekelwa esivulekile: qala umkhulule.',
  closed_before_opened: 'Usuku lokukhululwa alungeke lube ngaphambi kokuvulwa kwesiqephu.',
  in_future: 'Usuku alungeke lube ngemva kwanamuhla.',
  needs_reason: 'Usuku lokukhululwa ludinga isizathu salo.',
  needs_date: 'Isizathu sidinga usuku lokukhululwa.',
  note_needs_date: 'Inothi lihamba nokukhululwa.',
};
