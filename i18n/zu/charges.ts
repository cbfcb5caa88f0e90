import type { AppMessages } from '../en';

/** isiZulu for i18n/en/charges.ts, key for key. */

export const chargesResource: AppMessages['resources']['charges'] = {
  name: 'Umsebenzisi |||| Abasebenzisi bami',
  fields: {
    company: 'Inkampani',
    policy: 'Inombolo yepholisi',
    fullName: 'Igama eliphelele',
    email: 'I-imeyili',
    course: 'Isifundo',
    sessions: 'Amaseshini',
    latestSession: 'Iseshini yokugcina',
    consentStatus: 'Isimo semvume',
    firstName: 'Igama',
    lastName: 'Isibongo',
    gender: 'Ubulili',
    createdOn: 'Kwenziwe',
    updatedOn: 'Kubuyekeziwe',
    accessCodes: 'Amakhodi okufinyelela',
    latestPhq8: 'I-PHQ-8 yakamuva',
    attention: 'Ukunakwa',
    phq8Band: 'Izinga lobunzima le-PHQ-8',
  },
};

export const chargeRequestsResource: AppMessages['resources']['charge-requests'] = {
  name: 'Isicelo semvume |||| Izicelo zemvume',
  fields: {
    fullName: 'Igama eliphelele',
    firstName: 'Igama',
    lastName: 'Isibongo',
    email: 'I-imeyili',
    policyNumber: 'Inombolo yepholisi',
    company: 'Inkampani',
    accessCode: 'Ikhodi yokufinyelela',
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
    consent_requests_tooltip: 'Amakhodi okufinyelela owacelele abasebenzisi abasha',
  },
  consent: {
    given: 'Imvume inikeziwe',
    request: 'Cela',
    cancel: 'Khansela',
    request_title: 'Cela imvume',
    request_content:
      'Ucela imvume ku-%{name} yokubona imininingwane yakhe? Kuzothunyelwa isicelo semvume ku-%{name}.',
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
    ot_list: 'Abaphathi bokunakekela abengezwe ngqo',
    add: 'Engeza umsekeli',
    email: 'I-imeyili',
    designation: 'Isikhundla',
    submit: 'Engeza',
    invited: 'Isimemo sithunyelwe kuleli kheli',
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
    step_others: 'Abanye abaphathi bokunakekela',
    first_name: 'Igama',
    last_name: 'Isibongo',
    email: 'I-imeyili',
    company: 'Inkampani',
    policy_number: 'Inombolo yepholisi',
    designation: 'Isikhundla sakho',
    should_request_consent: 'Cela imvume yokubona imininingwane yakhe',
    other_case_managers: 'Abanye abaphathi bokunakekela',
    other_case_managers_help:
      'Engeza abanye abaphathi bokunakekela benkampani yakho, noma umeme abasekeli',
    choose_mates: 'Khetha abaphathi bokunakekela',
    mates_title: 'Abaphathi bokunakekela benkampani yakho',
    mates_search: 'Sesha igama noma i-imeyili',
    mate_designation: 'Isikhundla sika-%{name}',
    no_mates: 'Awukakhethi muphathi wokunakekela',
    invited: 'Abasekeli abamenyiwe',
    invite: 'Mema umsekeli',
    remove: 'Khipha',
    next: 'Okulandelayo',
    previous: 'Okwedlule',
    submit: 'Dala isicelo',
    created_title: 'Ikhodi yokufinyelela yenziwe',
    created_message:
      'Nika u-%{name} le khodi yokufinyelela ukuze abhalise ngayo kuhlelo lokusebenza.',
    copy: 'Kopisha',
    copied: 'Ikhodi yokufinyelela ikopishiwe',
    done: 'Qedile',
    own_email: 'Awukwazi ukuzimema: usuvele ulandela lo mnakekelwa njengomuntu odale isicelo.',
    mates_more: 'Bonisa okwengeziwe (%{shown} kwangu-%{total})',
  },
};
