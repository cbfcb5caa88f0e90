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
    firstName: 'Igama',
    lastName: 'Isibongo',
    gender: 'Ubulili',
    createdOn: 'Kwenziwe',
    updatedOn: 'Kubuyekeziwe',
    accessCodes: 'Amakhodi okungena',
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
    updatedAt: 'Kubuyekeziwe',
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
    send: 'Thumela isicelo',
    not_now: 'Hhayi manje',
    withdraw: 'Hoxisa isicelo',
    keep: 'Gcina isicelo',
    requested: 'Isicelo semvume sithunyelwe',
    cancelled: 'Isicelo semvume sikhanseliwe',
  },
  details: {
    tabs: {
      journey: 'Uhambo',
      profile: 'Iphrofayela',
    },
    sections: {
      basic: 'Imininingwane eyisisekelo',
      misc: 'Okunye',
      supporters: 'Abasekeli',
    },
  },
  supporters: {
    other_list: 'Abanye abasekeli',
    invited_list: 'Abasekeli abamenyiwe',
    ot_list: 'Abaphathi bamacala abengezwe ngqo',
    add: 'Engeza umsekeli',
    email: 'I-imeyili',
    designation: 'Isikhundla',
    submit: 'Engeza',
    invited: 'Umsekeli umenyiwe',
    added: 'Umsekeli wengeziwe',
    status: {
      PN: 'Kulindile',
      AC: 'Kwamukelwe',
      RJ: 'Kwenqatshiwe',
    },
  },
  request_details: {
    request: 'Isicelo',
    supporters: 'Abasekeli',
  },
  new_request: {
    title: 'Isicelo esisha somsebenzisi',
    button: 'Cela ikhodi',
    step_user: 'Umsebenzisi',
    step_others: 'Abanye abaphathi bamacala',
    first_name: 'Igama',
    last_name: 'Isibongo',
    email: 'I-imeyili',
    company: 'Inkampani',
    policy_number: 'Inombolo yepholisi',
    designation: 'Isikhundla sakho',
    should_request_consent: 'Cela imvume yokubona imininingwane yakhe',
    other_case_managers: 'Abanye abaphathi bamacala',
    other_case_managers_help:
      'Engeza abanye abaphathi bamacala benkampani yakho, noma umeme abasekeli',
    choose_mates: 'Khetha abaphathi bamacala',
    mates_title: 'Abaphathi bamacala benkampani yakho',
    mates_search: 'Sesha igama noma i-imeyili',
    mate_designation: 'Isikhundla sika-%{name}',
    no_mates: 'Awukakhethi muphathi wamacala',
    invited: 'Abasekeli abamenyiwe',
    invite: 'Mema umsekeli',
    remove: 'Susa',
    next: 'Okulandelayo',
    previous: 'Okwedlule',
    submit: 'Dala isicelo',
    created_title: 'Ikhodi yokungena yenziwe',
    created_message: 'Nika u-%{name} le khodi yokungena. Uzobhalisa ngayo ku-app.',
    copy: 'Kopisha',
    copied: 'Ikhodi yokungena ikopishiwe',
    done: 'Qedile',
    own_email: 'Awukwazi ukuzimema: usuvele ulandela lo mnakekelwa njengomuntu odale isicelo.',
    mates_more: 'Bonisa okwengeziwe (%{shown} kwangu-%{total})',
  },
};
