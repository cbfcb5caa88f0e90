import type { AppMessages } from '../en';

/** isiZulu for i18n/en/common.ts, key for key. */

export const app: AppMessages['portal']['app'] = {
  name: 'Iphothali yabaphathi bokunakekela',
};

export const language: AppMessages['portal']['language'] = {
  label: 'Ulimi',
};

export const errors: AppMessages['portal']['errors'] = {
  network:
    'Asikwazanga ukuxhumana namaseva ethu. Qinisekisa ukuthi uxhumeke ku-inthanethi bese uzama futhi.',
  default: 'Kuvele iphutha. Sicela uzame futhi emuva kwesikhathi.',
};

export const validation: AppMessages['portal']['validation'] = {
  required: 'Le nkambu iyadingeka',
  email: 'I-imeyili ayivumelekile',
  min: 'Le nkambu kufanele ibe ngu-%{n} noma ngaphezulu',
  max: 'Le nkambu kufanele ibe ngu-%{n} noma ngaphansi',
  exact_length: 'Le nkambu kufanele ibe nezinhlamvu ezingu-%{n} ncamashi',
  match: 'Izinkambu azifani',
  passwords_mismatch: 'Amaphasiwedi owafakile awafani',
  supporter_already_invited: 'Usuvele wammema umsekeli onale i-imeyili',
  invalid: 'Leli nani alivumelekile',
  hidden_characters:
    'Le nkambu akumele ibe nezinhlamvu zokulawula, eziguqula indlela yombhalo noma ezingabonakali',
  unknown_field: 'Le nkambu ayivunyelwe',
};
