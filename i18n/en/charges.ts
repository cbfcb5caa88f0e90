/** Charges (My Users), charge requests (Consent Requests) and consent. Keys mirror i18n/zu/charges.ts. */

export const chargesResource = {
  name: 'User |||| My users',
  fields: {
    company: 'Company',
    policy: 'Policy',
    fullName: 'Full name',
    email: 'Email',
    course: 'Course',
    sessions: 'Sessions',
    latestSession: 'Last session',
    consentStatus: 'Consent status',
  },
};

export const chargeRequestsResource = {
  name: 'Consent request |||| Consent requests',
  fields: {
    fullName: 'Full name',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    policyNumber: 'Policy number',
    company: 'Company',
    accessCode: 'Access code',
    createdBy: 'Created by',
    createdAt: 'Created',
  },
};

export const charges = {
  tabs: {
    my_users: 'My Users',
    my_users_tooltip: 'The users you look after',
    consent_requests: 'Consent Requests',
    consent_requests_tooltip: 'Access codes you have requested for new users',
  },
  consent: {
    given: 'Consent given',
    request: 'Request',
    cancel: 'Cancel',
    request_title: 'Request consent',
    request_content:
      'Ask %{name} for consent to view their data? They will be sent a consent request.',
    cancel_title: 'Cancel consent request',
    cancel_content: 'Cancel the pending consent request to %{name}?',
    requested: 'Consent request sent',
    cancelled: 'Consent request cancelled',
  },
};
