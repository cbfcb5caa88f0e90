import type { AppMessages } from '../en';

/** isiZulu for i18n/en/catalogues.ts, key for key. */
export const companiesResource: AppMessages['resources']['companies'] = {
  name: 'Inkampani |||| Izinkampani',
  fields: {
    name: 'Igama',
  },
  add: 'Engeza inkampani',
  added: 'Inkampani yengeziwe',
  edit: 'Hlela inkampani',
  updated: 'Inkampani ibuyekeziwe',
  deleted: 'Inkampani isusiwe',
};

export const coursesResource: AppMessages['resources']['courses'] = {
  name: 'Isifundo |||| Izifundo',
  fields: {
    name: 'Igama',
    englishName: 'Igama ngesiNgisi',
    nameZu: 'Igama ngesiZulu',
  },
  add: 'Engeza isifundo',
  added: 'Isifundo sengeziwe',
  edit: 'Hlela isifundo',
  updated: 'Isifundo sibuyekeziwe',
  deleted: 'Isifundo sisusiwe',
};
