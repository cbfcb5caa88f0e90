/** Case managers: resources and pages. Keys mirror i18n/zu/caseManagers.ts. */

export const caseManagersResource = {
  name: 'Case manager |||| Case managers',
  fields: {
    email: 'Email',
    fullName: 'Full name',
    firstName: 'First name',
    lastName: 'Last name',
    username: 'Username',
    lastLogin: 'Last login',
    loginsCount: 'Logins',
    viewsCount: 'Views',
    companies: 'Companies',
    company: 'Company',
    dateJoined: 'Joined',
    updatedAt: 'Updated',
    designation: 'Designation',
    role: 'Role',
    password: 'Password',
    confirmPassword: 'Confirm password',
    isActive: 'Status',
    secondFactor: 'Second factor',
  },
};

export const caseManagerChargesResource = {
  name: 'Managed user |||| Managed users',
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    consentStatus: 'Consent',
  },
};

/** The case managers sharing a company with the caller (the list's CSV export reads these). */
export const companyMatesResource = {
  name: 'Case manager of your company |||| Case managers of your company',
  fields: {
    name: 'Name',
    email: 'Email',
    designation: 'Designation',
  },
};

export const caseManagers = {
  add: 'Add case manager',
  added: 'Case manager added',
  details: 'Case manager details',
  tabs: {
    history: 'History',
    managed_users: 'Managed users',
  },
  history: {
    charge: 'Charge',
    date: 'Date',
  },
  // An administrator takes a charge off a case manager's caseload (the managed users tab).
  remove_charge: {
    content:
      'This case manager will no longer see them, and the consent they gave this case manager ends. The client, their data and their other supporters stay.',
    success: 'Removed from the caseload',
  },
  // Spec section 4: consent status codes.
  consent: {
    NR: 'Not Requested',
    RQ: 'Requested',
    RC: 'Cancelled',
    GV: 'Given',
    DN: 'Denied',
  },
};
