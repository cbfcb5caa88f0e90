/* Generated from schemas/ by `npm run gen`. Do not edit. */
import type { ErrorObject } from 'ajv';

/** A standalone validator: true when valid, else false with its errors. */
export interface StandaloneValidate {
  (data: unknown): boolean;
  errors?: ErrorObject[] | null;
}

/** Lazy loaders of the standalone validator of each payload schema, by `$id`. */
export const validators: Record<string, () => Promise<StandaloneValidate>> = {
  'access-code-bulk-create.json': () => import('./access-code-bulk-create').then((m) => m.validate),
  'access-code-create.json': () => import('./access-code-create').then((m) => m.validate),
  'account-update.json': () => import('./account-update').then((m) => m.validate),
  'attention-acknowledgement-create.json': () =>
    import('./attention-acknowledgement-create').then((m) => m.validate),
  'case-manager-create.json': () => import('./case-manager-create').then((m) => m.validate),
  'case-note-create.json': () => import('./case-note-create').then((m) => m.validate),
  'case-note-update.json': () => import('./case-note-update').then((m) => m.validate),
  'charge-request-create.json': () => import('./charge-request-create').then((m) => m.validate),
  'charge-request-update.json': () => import('./charge-request-update').then((m) => m.validate),
  'charge-update.json': () => import('./charge-update').then((m) => m.validate),
  'company-create.json': () => import('./company-create').then((m) => m.validate),
  'company-update.json': () => import('./company-update').then((m) => m.validate),
  'consent-status-update.json': () => import('./consent-status-update').then((m) => m.validate),
  'course-create.json': () => import('./course-create').then((m) => m.validate),
  'course-update.json': () => import('./course-update').then((m) => m.validate),
  'email-confirm-request.json': () => import('./email-confirm-request').then((m) => m.validate),
  'episode-create.json': () => import('./episode-create').then((m) => m.validate),
  'episode-update.json': () => import('./episode-update').then((m) => m.validate),
  'forgot-password-request.json': () => import('./forgot-password-request').then((m) => m.validate),
  'invitation-decline-request.json': () =>
    import('./invitation-decline-request').then((m) => m.validate),
  'invite-accept-request.json': () => import('./invite-accept-request').then((m) => m.validate),
  'invite-signup-request.json': () => import('./invite-signup-request').then((m) => m.validate),
  'issue-comment-create.json': () => import('./issue-comment-create').then((m) => m.validate),
  'issue-create.json': () => import('./issue-create').then((m) => m.validate),
  'issue-status-update.json': () => import('./issue-status-update').then((m) => m.validate),
  'issue-update.json': () => import('./issue-update').then((m) => m.validate),
  'logout-request.json': () => import('./logout-request').then((m) => m.validate),
  'mfa-disable-request.json': () => import('./mfa-disable-request').then((m) => m.validate),
  'mfa-setup-request.json': () => import('./mfa-setup-request').then((m) => m.validate),
  'mfa-verify-request.json': () => import('./mfa-verify-request').then((m) => m.validate),
  'new-password-request.json': () => import('./new-password-request').then((m) => m.validate),
  'notification-preferences-update.json': () =>
    import('./notification-preferences-update').then((m) => m.validate),
  'password-update.json': () => import('./password-update').then((m) => m.validate),
  'profile-update.json': () => import('./profile-update').then((m) => m.validate),
  'refresh-request.json': () => import('./refresh-request').then((m) => m.validate),
  'supporter-add.json': () => import('./supporter-add').then((m) => m.validate),
  'token-request.json': () => import('./token-request').then((m) => m.validate),
};
