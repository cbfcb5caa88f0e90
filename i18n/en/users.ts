/** The users resource and page. Keys mirror i18n/zu/users.ts. */

export const usersResource = {
  name: 'User |||| Users',
  fields: {
    username: 'Username',
    email: 'Email',
    firstName: 'First name',
    lastName: 'Last name',
    dateJoined: 'Joined at',
    isAdmin: 'Administrator',
    isActive: 'Status',
    isClient: 'Account type',
    role: 'Role',
    secondFactor: 'Second factor',
    lastLogin: 'Last login',
    loginsCount: 'Logins',
    updatedAt: 'Updated',
  },
};
