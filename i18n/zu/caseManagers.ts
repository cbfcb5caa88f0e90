import type { AppMessages } from '../en';

/** isiZulu for i18n/en/caseManagers.ts, key for key. "Case manager" as in profile.ts. */

export const caseManagersResource: AppMessages['resources']['case-managers'] = {
  name: 'Umphathi wokunakekela |||| Abaphathi bokunakekela',
  fields: {
    email: 'I-imeyili',
    fullName: 'Igama eligcwele',
    firstName: 'Igama',
    lastName: 'Isibongo',
    username: 'Igama lomsebenzisi',
    lastLogin: 'Ukungena kokugcina',
    loginsCount: 'Inani lokungena',
    viewsCount: 'Inani lokubuka',
    companies: 'Izinkampani',
    company: 'Inkampani',
    dateJoined: 'Usuku lokujoyina',
    updatedAt: 'Kugcine ukubuyekezwa',
    designation: 'Isikhundla',
    role: 'Indima',
    password: 'Iphasiwedi',
    confirmPassword: 'Qinisekisa iphasiwedi',
    isActive: 'Isimo',
    secondFactor: 'Isinyathelo sesibili',
  },
};

export const caseManagerChargesResource: AppMessages['resources']['case-manager-charges'] = {
  name: 'Umsebenzisi ophethwe |||| Abasebenzisi abaphethwe',
  fields: {
    firstName: 'Igama',
    lastName: 'Isibongo',
    email: 'I-imeyili',
    consentStatus: 'Imvume',
  },
};

export const companyMatesResource: AppMessages['resources']['company-mates'] = {
  name: 'Umphathi wokunakekela wenkampani yakho |||| Abaphathi bokunakekela benkampani yakho',
  fields: {
    name: 'Igama',
    email: 'I-imeyili',
    designation: 'Isikhundla',
  },
};

export const caseManagers: AppMessages['portal']['case_managers'] = {
  add: 'Engeza umphathi wokunakekela',
  added: 'Umphathi wokunakekela wengeziwe',
  details: 'Imininingwane yomphathi wokunakekela',
  tabs: {
    history: 'Umlando',
    managed_users: 'Abasebenzisi abaphethwe',
  },
  history: {
    charge: 'Umnakekelwa',
    date: 'Usuku',
  },
  remove_charge: {
    content:
      'Lo mphathi wokunakekela ngeke esababona, futhi imvume abayinike lo mphathi wokunakekela iyaphela. Umnakekelwa, imininingwane yakhe nabanye abasekeli bakhe bayasala.',
    success: 'Ukhishiwe ohlwini lokunakekela',
  },
  consent: {
    NR: 'Akucelwanga',
    RQ: 'Kuceliwe',
    RC: 'Kukhanseliwe',
    GV: 'Kunikeziwe',
    DN: 'Kwenqatshiwe',
  },
};
