import type { AppMessages } from '../en';

/** Key for key with i18n/en/editing.ts. */
export const editing: AppMessages['portal']['editing'] = {
  none: 'Akukhethiwe',
  flag: { any: 'Noma yikuphi', yes: 'Yebo', no: 'Cha' },
  conflict: 'Elinye irekhodi selivele linaleli nani.',
  missing_reference: 'Irekhodi elikhethiwe alikho (kungenzeka ukuthi lisusiwe).',
  in_use: 'Leli rekhodi lisasetshenziswa, ngakho alikwazi ukususwa.',
  referenced_by: {
    case_manager_companies:
      'Leli rekhodi lisasetshenziswa ngabaphathi bokunakekela (%{count}), ngakho alikwazi ukususwa.',
    charges:
      'Leli rekhodi lisasetshenziswa ngabasebenzisi abaphethwe (%{count}), ngakho alikwazi ukususwa.',
    charge_requests:
      'Leli rekhodi lisasetshenziswa yizicelo zemvume (%{count}), ngakho alikwazi ukususwa.',
  },
  delete: { title: '%{action} “%{title}”: uqinisekile?', content: 'Lokhu akunakuhlehliswa.' },
};
