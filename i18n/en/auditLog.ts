/** The audit log: resource, its columns and every action's label. Keys mirror i18n/zu/auditLog.ts. */

export const auditLogResource = {
  name: 'Audit log |||| Audit log',
  fields: {
    at: 'When',
    actor: 'Who',
    actorEmail: 'E-mail',
    action: 'What',
    record: 'Record',
    ip: 'From (IP address)',
    // The search box: the person (name or e-mail) or the record.
    person: 'Person',
  },
  // src/core/auditActions.ts, one label per action.
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
      mfa_enable: 'Turned on second factor',
      mfa_disable: 'Turned off second factor',
      mfa_failed: 'Failed second factor',
    },
    terms: { accept: 'Accepted the terms' },
    journey: { view: 'Viewed a journey' },
    attention: { acknowledge: 'Acknowledged a flag' },
    list: { export: 'Exported a list' },
    consent: {
      request: 'Requested consent',
      cancel: 'Cancelled a consent request',
      answer: 'Answered a consent request',
    },
    charge_request: { create: 'Created a charge request' },
    supporter: { add: 'Added a supporter', invite: 'Invited a supporter' },
    invitation: { accept: 'Accepted an invitation', decline: 'Declined an invitation' },
    case_manager: { create: 'Added a case manager' },
    user: {
      update: 'Changed an account',
      deactivate: 'Deactivated an account',
      reactivate: 'Reactivated an account',
      password_reset_sent: 'Sent a password reset',
    },
    access_code: { create: 'Added access codes', revoke: 'Revoked an access code' },
    mail: { resend: 'Resent a mail' },
    issue: {
      create: 'Reported an issue',
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
