/** The audit log: resource, its columns and every action's label. Keys mirror i18n/zu/auditLog.ts. */

export const auditLogResource = {
  name: 'Audit log |||| Audit log',
  fields: {
    at: 'When',
    actor: 'Who',
    actorEmail: 'E-mail',
    action: 'What',
    record: 'Record',
    recordType: 'Kind of record',
    ip: 'From (IP address)',
  },
  // core/auditActions.ts, one label per action.
  // The kinds of record an event names (resources/auditLog.ts).
  records: {
    charge: 'Charge',
    charge_request: 'Charge request',
    case_manager: 'Case manager',
    user: 'Account',
    invitation: 'Invitation',
    access_code: 'Access code',
    mail: 'Mail',
    issue: 'Feedback issue',
    list: 'List',
  },
  // Why a record's page is gone: it says so in place of a link.
  record_states: {
    deleted: 'deleted',
    revoked: 'revoked',
  },
  actions: {
    auth: {
      login: 'Signed in',
      login_failed: 'Failed sign-in',
      login_throttled: 'Sign-in throttled',
      logout: 'Signed out',
      idle_logout: 'Signed out after inactivity',
      password_change: 'Changed password',
      password_reset: 'Reset password',
      email_change: 'Changed e-mail',
      email_change_request: 'Asked to change e-mail',
      profile_update: 'Updated own profile',
      password_check_failed: 'Wrong current password',
      mfa_setup: 'Started setting up second factor',
      mfa_enable: 'Turned on second factor',
      mfa_disable: 'Turned off second factor',
      mfa_failed: 'Failed second factor',
    },
    terms: { accept: 'Accepted the terms' },
    journey: { view: 'Viewed a journey' },
    report: { view: 'Opened a progress report' },
    attention: {
      acknowledge: 'Acknowledged a flag',
      escalate: 'Escalated an unacknowledged flag',
    },
    outcomes: {
      view: 'Viewed the outcome report',
      charges_view: 'Viewed the clients behind an outcome figure',
    },
    list: { export: 'Exported a list' },
    consent: {
      request: 'Requested consent',
      cancel: 'Cancelled a consent request',
      answer: 'Answered a consent request',
    },
    charge: {
      update: "Corrected a user's profile",
      export: 'Exported everything held about a user',
      anonymise: 'Anonymised a user',
    },
    episode: {
      open: 'Opened an episode of care',
      discharge: 'Discharged a client',
      update: 'Corrected an episode of care',
    },
    charge_request: {
      create: 'Created a charge request',
      update: 'Amended a charge request',
      withdraw: 'Withdrew a charge request',
    },
    supporter: {
      add: 'Added a supporter',
      remove: 'Removed a supporter',
      invite: 'Invited a supporter',
    },
    invitation: { accept: 'Accepted an invitation', decline: 'Declined an invitation' },
    case_manager: { create: 'Added a case manager' },
    user: {
      update: 'Changed an account',
      deactivate: 'Deactivated an account',
      reactivate: 'Reactivated an account',
      password_reset_sent: 'Sent a password reset',
      second_factor_reset: 'Reset a second factor',
    },
    access_code: { create: 'Added access codes', revoke: 'Revoked an access code' },
    mail: { resend: 'Resent a mail', send_now: 'Sent a waiting mail now' },
    note: {
      view: 'Read case notes',
      create: 'Wrote a case note',
      update: 'Edited a case note',
      amend: 'Amended a case note',
    },
    resource: { create: 'Added a record', update: 'Changed a record', delete: 'Deleted a record' },
    issue: {
      create: 'Reported an issue',
      update: 'Corrected an issue',
      assign: 'Assigned an issue',
      reassign: 'Reassigned an issue',
      resolve: 'Resolved an issue',
      comment: 'Commented on an issue',
    },
    app: {
      register: 'Registered in the app',
      login: 'Signed in to the app',
      login_failed: 'Failed sign-in to the app',
    },
  },
};
