/** The users page (spec section 2, List page). Keys mirror i18n/zu/usersPage.ts. */

export const usersPage = {
  title: 'Users',
  tabs: {
    case_managers: 'Case Managers',
    users: 'Users',
  },
};
