import type { AppMessages } from '../en';

/** isiZulu for i18n/en/users.ts, key for key. */

export const usersResource: AppMessages['resources']['users'] = {
  name: 'Umsebenzisi |||| Abasebenzisi',
  fields: {
    username: 'Igama lomsebenzisi',
    email: 'I-imeyili',
    firstName: 'Igama',
    lastName: 'Isibongo',
    dateJoined: 'Usuku lokujoyina',
    isAdmin: 'Umlawuli',
    isActive: 'Isimo',
    isClient: 'Uhlobo lwe-akhawunti',
    role: 'Indima',
    secondFactor: 'Isinyathelo sesibili',
    lastLogin: 'Ukungena kokugcina',
    loginsCount: 'Inani lokungena',
    updatedAt: 'Kugcine ukubuyekezwa',
  },
};
