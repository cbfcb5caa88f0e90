/**
 * Every action the audit log records (design.md, SECURITY.md): the one list the server writes
 * (`appendAudit` takes only these), the audit-log page filters by and the i18n labels follow
 * (`resources.audit-log.actions.<code>`, in English and Zulu). A new audited event starts here.
 */
export const AUDIT_ACTIONS = [
  // Staff sign-in and account.
  'auth.login',
  'auth.login_failed',
  'auth.login_throttled',
  'auth.logout',
  'auth.idle_logout',
  'auth.password_change',
  'auth.password_reset',
  'auth.email_change',
  'auth.email_change_request',
  'auth.profile_update',
  'auth.password_check_failed',
  'auth.mfa_setup',
  'auth.mfa_enable',
  'auth.mfa_disable',
  'auth.mfa_failed',
  'terms.accept',
  // Reading health data.
  'journey.view',
  'report.view',
  'attention.acknowledge',
  'attention.escalate',
  'list.export',
  'outcomes.view',
  'outcomes.charges_view',
  // Case notes under a charge: every read (list, detail, export) and every write.
  'note.view',
  'note.create',
  'note.update',
  'note.amend',
  // Consent.
  'consent.request',
  'consent.cancel',
  'consent.answer',
  // Charges, supporters and invitations.
  'charge.update',
  'episode.open',
  'episode.discharge',
  'episode.update',
  // A client's rights over their data: everything held, exported; their identity, removed.
  'charge.export',
  'charge.anonymise',
  'charge_request.create',
  'charge_request.update',
  'charge_request.withdraw',
  'supporter.add',
  'supporter.remove',
  'supporter.invite',
  'invitation.accept',
  'invitation.decline',
  // Administration.
  'case_manager.create',
  'user.update',
  'user.deactivate',
  'user.reactivate',
  'user.password_reset_sent',
  'user.second_factor_reset',
  'access_code.create',
  'access_code.revoke',
  'mail.resend',
  'mail.send_now',
  // A definition's generic writes (its `table`): the record kind is the resource's name.
  'resource.create',
  'resource.update',
  'resource.delete',
  // Feedback.
  'issue.create',
  'issue.update',
  'issue.assign',
  'issue.reassign',
  'issue.resolve',
  'issue.comment',
  // The companion app.
  'app.register',
  'app.login',
  'app.login_failed',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The i18n key of an action's label. */
export const auditActionLabel = (action: string): string => `resources.audit-log.actions.${action}`;

/** Each action with its label key: a choice column's and a choice filter's labels. */
export const AUDIT_ACTION_LABELS: Record<string, string> = Object.fromEntries(
  AUDIT_ACTIONS.map((action) => [action, auditActionLabel(action)]),
);
