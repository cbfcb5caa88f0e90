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
    firstName: 'First name',
    lastName: 'Last name',
    gender: 'Gender',
    createdOn: 'Created',
    updatedOn: 'Updated',
    accessCodes: 'Access codes',
    latestPhq8: 'Latest PHQ-8',
    attention: 'Attention',
    phq8Band: 'PHQ-8 severity',
  },
};

/** The app's courses, for the charges' course filter (the list's CSV export reads these). */
export const coursesResource = {
  name: 'Course |||| Courses',
  fields: {
    name: 'Name',
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
    updatedAt: 'Updated',
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
    // The dialogs' buttons say what they do.
    send: 'Send request',
    not_now: 'Not now',
    withdraw: 'Withdraw request',
    keep: 'Keep request',
    requested: 'Consent request sent',
    cancelled: 'Consent request cancelled',
  },
  details: {
    tabs: {
      journey: 'Journey',
      profile: 'Profile',
    },
    sections: {
      basic: 'Basic info',
      misc: 'Misc',
      supporters: 'Supporters',
    },
  },
  supporters: {
    other_list: 'Other supporters',
    invited_list: 'Invited supporters',
    ot_list: 'Directly added case managers',
    add: 'Add a supporter',
    email: 'Email',
    designation: 'Designation',
    submit: 'Add',
    invited: 'Invitation sent to this address',
    added: 'Supporter added',
    status: {
      PN: 'Pending',
      AC: 'Accepted',
      RJ: 'Rejected',
    },
  },
  request_details: {
    request: 'Request',
    supporters: 'Supporters',
  },
  new_request: {
    title: 'New charge request',
    button: 'Request a code',
    step_user: 'The user',
    step_others: 'Other case managers',
    first_name: 'First name',
    last_name: 'Last name',
    email: 'Email',
    company: 'Company',
    policy_number: 'Policy number',
    designation: 'Your designation',
    should_request_consent: 'Request consent to view their data',
    other_case_managers: 'Other case managers',
    other_case_managers_help: 'Attach other case managers of your company, or invite supporters',
    choose_mates: 'Choose case managers',
    mates_title: 'Case managers of your company',
    mates_search: 'Search name or email',
    mate_designation: 'Designation of %{name}',
    no_mates: 'No case managers chosen',
    invited: 'Invited supporters',
    invite: 'Invite a supporter',
    remove: 'Remove',
    next: 'Next',
    previous: 'Previous',
    submit: 'Create request',
    created_title: 'Access code created',
    created_message: 'Give this access code to %{name}. They register with it in the app.',
    copy: 'Copy',
    copied: 'Access code copied',
    done: 'Done',
    own_email: 'You cannot invite yourself: you follow this client as the creator of the request.',
    mates_more: 'Show more (%{shown} of %{total})',
  },
};
