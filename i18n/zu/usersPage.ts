import type { AppMessages } from '../en';

/** isiZulu for i18n/en/usersPage.ts, key for key. */

export const usersPage: AppMessages['portal']['users_page'] = {
  title: 'Abasebenzisi',
  tabs: {
    case_managers: 'Abaphathi Bokunakekela',
    users: 'Abasebenzisi',
  },
};
