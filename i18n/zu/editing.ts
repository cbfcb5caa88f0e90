import type { AppMessages } from '../en';

/** Key for key with i18n/en/editing.ts. */
export const editing: AppMessages['portal']['editing'] = {
  none: 'Akukhethiwe',
  flag: { any: 'Noma yikuphi', yes: 'Yebo', no: 'Cha' },
  conflict: 'Elinye irekhodi selivele linaleli nani.',
  in_use: 'Leli rekhodi lisasetshenziswa, ngakho alikwazi ukususwa.',
  delete: { title: '%{action} “%{title}”: uqinisekile?', content: 'Lokhu akunakuhlehliswa.' },
};
