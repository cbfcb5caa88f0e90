import type { AppMessages } from './en';

/**
 * The portal's own messages in isiZulu, key for key with `i18n/en.ts`; react-admin's `ra.*`
 * messages are in `i18n/zu-ra.ts`. Loanwords follow zu-ra.ts: i-imeyili, iphasiwedi, iseva.
 */
export const zuluMessages: AppMessages = {
  resources: {
    users: {
      name: 'Umsebenzisi |||| Abasebenzisi',
      fields: {
        username: 'Igama lomsebenzisi',
        email: 'I-imeyili',
        firstName: 'Igama',
        lastName: 'Isibongo',
        dateJoined: 'Usuku lokujoyina',
        isAdmin: 'Umlawuli',
      },
    },
  },
  portal: {
    app: {
      name: 'Iphothali yabanakekeli',
    },
    language: {
      label: 'Ulimi',
    },
    login: {
      title: 'Siyakwamukela futhi',
      subtitle: 'Ngena ukuze ulandelele futhi usekele abantu obanakekelayo.',
      email: 'I-imeyili',
      password: 'Iphasiwedi',
      remember_me: 'Ngikhumbule',
      submit: 'Ngena',
      forgot_password: 'Ukhohlwe iphasiwedi?',
      privacy_policy: 'Inqubomgomo yobumfihlo',
      reset_success: 'Iphasiwedi yakho isethwe kabusha. Ngena ukuze uqhubeke.',
      panel_title: 'Ukunakekela, isinyathelo ngesinyathelo.',
      panel_text: 'Landelela ukuzibandakanya, imvume kanye nenhlalakahle endaweni eyodwa ezolile.',
    },
    errors: {
      network:
        'Asikwazanga ukuxhumana namaseva ethu. Qinisekisa ukuthi uxhumeke ku-inthanethi bese uzama futhi.',
      default: 'Kuvele iphutha. Sicela uzame futhi emuva kwesikhathi.',
    },
    validation: {
      required: 'Le nkambu iyadingeka',
      email: 'I-imeyili ayivumelekile',
      min: 'Le nkambu kufanele ibe ngu-%{n} noma ngaphezulu',
      max: 'Le nkambu kufanele ibe ngu-%{n} noma ngaphansi',
      exact_length: 'Le nkambu kufanele ibe nezinhlamvu ezingu-%{n} ncamashi',
      match: 'Izinkambu azifani',
      passwords_mismatch: 'Amaphasiwedi owafakile awafani',
      supporter_already_invited: 'Usuvele wammema umsekeli onale i-imeyili',
      invalid: 'Leli nani alivumelekile',
      unknown_field: 'Le nkambu ayivunyelwe',
    },
    users: {
      title: 'Abasebenzisi',
      placeholder: 'Uhlu lwabasebenzisi luyeza futhi luzovela lapha maduze.',
    },
  },
};
