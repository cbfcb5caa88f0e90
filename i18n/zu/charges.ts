import type { AppMessages } from '../en';

/** isiZulu for i18n/en/charges.ts, key for key. */

export const chargesResource: AppMessages['resources']['charges'] = {
  name: 'Umsebenzisi |||| Abasebenzisi bami',
  fields: {
    company: 'Inkampani',
    policy: 'Inombolo yomshwalense',
    fullName: 'Igama eliphelele',
    email: 'I-imeyili',
    course: 'Isifundo',
    sessions: 'Izikhathi',
    latestSession: 'Isikhathi sokugcina',
    consentStatus: 'Isimo semvume',
  },
};

export const chargeRequestsResource: AppMessages['resources']['charge-requests'] = {
  name: 'Isicelo semvume |||| Izicelo zemvume',
  fields: {
    fullName: 'Igama eliphelele',
    firstName: 'Igama',
    lastName: 'Isibongo',
    email: 'I-imeyili',
    policyNumber: 'Inombolo yomshwalense',
    company: 'Inkampani',
    accessCode: 'Ikhodi yokungena',
    createdBy: 'Kwenziwe ngu',
    createdAt: 'Kwenziwe',
  },
};

export const charges: AppMessages['portal']['charges'] = {
  tabs: {
    my_users: 'Abasebenzisi Bami',
    my_users_tooltip: 'Abasebenzisi obanakekelayo',
    consent_requests: 'Izicelo Zemvume',
    consent_requests_tooltip: 'Amakhodi okungena owacelele abasebenzisi abasha',
  },
  consent: {
    given: 'Imvume inikeziwe',
    request: 'Cela',
    cancel: 'Khansela',
    request_title: 'Cela imvume',
    request_content:
      'Ucela imvume ku-%{name} yokubona imininingwane yakhe? Uzothunyelwa isicelo semvume.',
    cancel_title: 'Khansela isicelo semvume',
    cancel_content: 'Ukhansela isicelo semvume esilindile ku-%{name}?',
    requested: 'Isicelo semvume sithunyelwe',
    cancelled: 'Isicelo semvume sikhanseliwe',
  },
};
