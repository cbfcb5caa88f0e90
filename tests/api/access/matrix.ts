import { loadResourceMappings } from '../../../server/lib/loadResourceMappings';
import { resourceRoutes, v2 } from './resourceRoutes';

/**
 * The access matrix, as data: every API route with who may call it. The test walks it
 * against the real server for every caller and fails when a route exists that is not listed.
 *
 * - public: open to anyone (sign-in, password reset, invitations): never 401/403 by design.
 * - staff: any signed-in portal user; anonymous and app clients get 401.
 * - admin: administrators (AD, superusers, staff users); other portal users 403.
 * - client: the companion app's clients only; everyone else 401.
 */
export type Access = 'public' | 'staff' | 'admin' | 'client';

export type Caller =
  'anonymous' | 'client' | 'supporter' | 'manager' | 'quasi' | 'companyAdmin' | 'admin' | 'staff';

export const CALLERS: Caller[] = [
  'anonymous',
  'client',
  'supporter',
  'manager',
  'quasi',
  'companyAdmin',
  'admin',
  'staff',
];

/** Portal callers who count as administrators (spec section 6: AD, superuser or staff). */
export const ADMINS: Caller[] = ['admin', 'staff'];

/** Ids the paths are filled with: records the manager and the supporter can see. */
export interface Fixtures {
  chargeUuid: string;
  chargeRequestId: number;
  caseManagerUuid: string;
  accessCodeId: number;
  mailId: number;
  issueUuid: string;
  invitationUuid: string;
  chargeInvitationUuid: string;
}

export interface RouteEntry {
  access: Access;
  /** Signed-in callers refused by a business rule of the route (e.g. only staff update issues). */
  forbidden?: Caller[];
  /** The concrete path, with this route's ids filled in. */
  path: (f: Fixtures) => string;
  /** Whether a caller who may not see the record gets 404 (ids cannot be probed). */
  hidesRecords?: boolean;
  /**
   * A valid body, where the route checks the record or a business rule only after validating the
   * body (an empty body would stop at 400 and prove nothing).
   */
  body?: Record<string, unknown>;
}

/** A uuid no account has. */
const NO_ACCOUNT = '00000000-0000-4000-8000-000000000000';

/** The routes written by hand; the resources' own routes are derived below. */
const HAND_WRITTEN: Record<string, RouteEntry> = {
  'GET /api/health': { access: 'public', path: () => '/api/health' },
  'GET /api/health/live': { access: 'public', path: () => '/api/health/live' },
  'GET /api/health/ready': { access: 'public', path: () => '/api/health/ready' },
  'POST /api/v2/auth/token/': { access: 'public', path: () => v2('auth/token/') },
  'POST /api/v2/auth/token/refresh/': { access: 'public', path: () => v2('auth/token/refresh/') },
  'POST /api/v2/auth/logout/': { access: 'public', path: () => v2('auth/logout/') },
  'POST /api/v2/auth/forgot-password/': {
    access: 'public',
    path: () => v2('auth/forgot-password/'),
  },
  'POST /api/v2/auth/new-password/': { access: 'public', path: () => v2('auth/new-password/') },
  'POST /api/v2/auth/invite-signup/': { access: 'public', path: () => v2('auth/invite-signup/') },
  'POST /api/v2/auth/mfa/verify/': { access: 'public', path: () => v2('auth/mfa/verify/') },
  'GET /api/v2/case-manager-invitations/{uuid}/': {
    access: 'public',
    path: (f) => v2(`case-manager-invitations/${f.invitationUuid}/`),
  },
  'GET /api/v2/charge-invitations/{uuid}/': {
    access: 'public',
    path: (f) => v2(`charge-invitations/${f.chargeInvitationUuid}/`),
  },
  'POST /api/v2/charges/invitations/{uuid}/decline/': {
    access: 'public',
    path: (f) => v2(`charges/invitations/${f.chargeInvitationUuid}/decline/`),
  },
  'GET /api/v2/users/shallow-profile/': {
    access: 'staff',
    path: () => v2('users/shallow-profile/'),
  },
  'GET /api/v2/users/profile/': { access: 'staff', path: () => v2('users/profile/') },
  'PATCH /api/v2/users/profile/': { access: 'staff', path: () => v2('users/profile/') },
  'GET /api/v2/users/profile/notification-preferences/': {
    access: 'staff',
    path: () => v2('users/profile/notification-preferences/'),
  },
  'PUT /api/v2/users/profile/notification-preferences/': {
    access: 'staff',
    path: () => v2('users/profile/notification-preferences/'),
    body: { flag_raised: 'daily' },
  },
  'POST /api/v2/users/profile/update-password/': {
    access: 'staff',
    path: () => v2('users/profile/update-password/'),
  },
  'POST /api/v2/auth/invite-accept/': {
    access: 'staff',
    path: () => v2('auth/invite-accept/'),
    body: { invite_uuid: NO_ACCOUNT, invite_code: 'ANYCODE1', is_client: false },
  },
  'POST /api/v2/users/accept-tsncs/': { access: 'staff', path: () => v2('users/accept-tsncs/') },
  'POST /api/v2/users/mfa/setup/': { access: 'staff', path: () => v2('users/mfa/setup/') },
  'POST /api/v2/users/mfa/confirm/': { access: 'staff', path: () => v2('users/mfa/confirm/') },
  'POST /api/v2/users/mfa/disable/': { access: 'staff', path: () => v2('users/mfa/disable/') },
  'POST /api/v2/users/profile/confirm-email/': {
    access: 'public',
    path: () => v2('users/profile/confirm-email/'),
  },

  'GET /api/v2/case-managers/{uuid}/charges/': {
    access: 'admin',
    path: (f) => v2(`case-managers/${f.caseManagerUuid}/charges`),
  },
  'POST /api/v2/admin/access-codes/bulk-create/': {
    access: 'admin',
    path: () => v2('admin/access-codes/bulk-create/'),
  },

  'POST /api/v2/case-managers/charge-requests/': {
    access: 'staff',
    path: () => v2('case-managers/charge-requests/'),
  },
  'GET /api/v2/case-managers/charge-requests/': {
    access: 'staff',
    path: () => v2('case-managers/charge-requests/'),
  },
  'GET /api/v2/charge-requests/{id}/': {
    access: 'staff',
    hidesRecords: true,
    path: (f) => v2(`charge-requests/${f.chargeRequestId}/`),
  },
  'POST /api/v2/case-managers/charge-requests/{id}/add-supporter/': {
    access: 'staff',
    hidesRecords: true,
    // Only the request's creator adds supporters; administrators see it but may not.
    forbidden: ['admin', 'staff'],
    body: { email: 'matrix.request.helper@example.org', designation: 'OT' },
    path: (f) => v2(`case-managers/charge-requests/${f.chargeRequestId}/add-supporter/`),
  },
  'GET /api/v2/case-managers/from-same-company/': {
    access: 'staff',
    path: () => v2('case-managers/from-same-company/'),
  },
  'GET /api/v2/designations/': { access: 'staff', path: () => v2('designations/') },
  'GET /api/v2/notifications/unread-count/': {
    access: 'staff',
    path: () => v2('notifications/unread-count/'),
  },
  'GET /api/v2/charges/': { access: 'staff', path: () => v2('charges/') },
  'GET /api/v2/charges/{uuid}/': {
    access: 'staff',
    hidesRecords: true,
    path: (f) => v2(`charges/${f.chargeUuid}/`),
  },
  'POST /api/v2/charges/{uuid}/consent-status-update/': {
    access: 'staff',
    hidesRecords: true,
    body: { status: 'RC' },
    path: (f) => v2(`charges/${f.chargeUuid}/consent-status-update/`),
  },
  'POST /api/v2/charges/{uuid}/add-supporter/': {
    access: 'staff',
    hidesRecords: true,
    // Only supporters allowed to invite others; administrators see the charge but may not.
    forbidden: ['supporter', 'admin', 'staff'],
    body: { email: 'matrix.charge.helper@example.org', designation: 'OT' },
    path: (f) => v2(`charges/${f.chargeUuid}/add-supporter/`),
  },
  'GET /api/v2/charges/{uuid}/sessions/': {
    access: 'staff',
    hidesRecords: true,
    path: (f) => v2(`charges/${f.chargeUuid}/sessions/`),
  },
  'GET /api/v2/charges/{uuid}/report/': {
    access: 'staff',
    hidesRecords: true,
    path: (f) => v2(`charges/${f.chargeUuid}/report/`),
  },
  'GET /api/v2/charges/{uuid}/attention/': {
    access: 'staff',
    hidesRecords: true,
    path: (f) => v2(`charges/${f.chargeUuid}/attention/`),
  },
  'POST /api/v2/charges/{uuid}/attention/': {
    access: 'staff',
    hidesRecords: true,
    // Only under the caller's own Given consent: administrators see the charge but hold none.
    forbidden: ['admin', 'staff'],
    body: { code: 'severe_score', note: 'Called them today.' },
    path: (f) => v2(`charges/${f.chargeUuid}/attention/`),
  },
  'GET /api/v2/charges/attention-summary/': {
    access: 'staff',
    path: () => v2('charges/attention-summary/'),
  },
  'GET /api/v2/feedback/issues/': { access: 'staff', path: () => v2('feedback/issues/') },
  'GET /api/v2/outcomes/': {
    access: 'staff',
    path: () => v2('outcomes/'),
  },
  'GET /api/v2/outcomes/charges/': {
    access: 'staff',
    path: () => `${v2('outcomes/charges/')}?figure=recovered`,
  },
  'GET /api/v2/feedback/issues/stats/': {
    access: 'admin',
    path: () => v2('feedback/issues/stats/'),
  },
  'GET /api/v2/feedback/issues/assignable-users/': {
    access: 'admin',
    path: () => v2('feedback/issues/assignable-users/'),
  },
  // Spec section 7 writes it without the trailing slash; the router answers both forms.
  'GET /api/v2/feedback/issues/{uuid}/': {
    access: 'staff',
    hidesRecords: true,
    path: (f) => v2(`feedback/issues/${f.issueUuid}`),
  },
  'POST /api/v2/feedback/issues/create/': {
    access: 'staff',
    path: () => v2('feedback/issues/create/'),
  },
  'POST /api/v2/feedback/issues/{uuid}/status-update/': {
    access: 'staff',
    hidesRecords: true,
    // Its creator (the manager) sees it but is not staff; the others do not see it at all (404).
    forbidden: ['manager'],
    body: { status: 'EVR' },
    path: (f) => v2(`feedback/issues/${f.issueUuid}/status-update/`),
  },
  'POST /api/v2/feedback/issues/{uuid}/comments/': {
    access: 'staff',
    // Its creator (the manager) and staff comment; the others do not see it at all (404).
    hidesRecords: true,
    body: { text: 'A comment from the access matrix' },
    path: (f) => v2(`feedback/issues/${f.issueUuid}/comments/`),
  },
  'POST /api/v2/app/register/': { access: 'public', path: () => v2('app/register/') },
  'POST /api/v2/app/token/': { access: 'public', path: () => v2('app/token/') },
  'POST /api/v2/app/token/refresh/': { access: 'public', path: () => v2('app/token/refresh/') },
  'GET /api/v2/app/consent-requests/': {
    access: 'client',
    path: () => v2('app/consent-requests/'),
  },
  'POST /api/v2/app/consent-requests/{caseManagerUuid}/': {
    access: 'client',
    path: (f) => v2(`app/consent-requests/${f.caseManagerUuid}/`),
  },
  'GET /api/v2/app/modules/': { access: 'client', path: () => v2('app/modules/') },
  'GET /api/v2/app/access-log/': { access: 'client', path: () => v2('app/access-log/') },
  'GET /api/v2/app/export/': { access: 'client', path: () => v2('app/export/') },
  'POST /api/v2/app/sessions/': { access: 'client', path: () => v2('app/sessions/') },
  'POST /api/v2/app/meditations/': { access: 'client', path: () => v2('app/meditations/') },
  'POST /api/v2/app/module-reads/': { access: 'client', path: () => v2('app/module-reads/') },
  'POST /api/v2/app/questionnaires/phq8/': {
    access: 'client',
    path: () => v2('app/questionnaires/phq8/'),
  },
  'POST /api/v2/app/questionnaires/gad7/': {
    access: 'client',
    path: () => v2('app/questionnaires/gad7/'),
  },
  'POST /api/v2/app/questionnaires/wsas/': {
    access: 'client',
    path: () => v2('app/questionnaires/wsas/'),
  },
  'POST /api/v2/app/questionnaires/wellbeing/': {
    access: 'client',
    path: () => v2('app/questionnaires/wellbeing/'),
  },
  'POST /api/v2/app/checkins/': { access: 'client', path: () => v2('app/checkins/') },
};

/**
 * Every route: those above, and the list, detail and create routes each resource mapping gets
 * from its definition (a new resource is covered without editing this file).
 */
export const MATRIX: Record<string, RouteEntry> = {
  ...HAND_WRITTEN,
  ...resourceRoutes(await loadResourceMappings()),
};

/** The statuses a caller may get from a route, by its access class. */
export function expectedFor(entry: RouteEntry, caller: Caller): 'allowed' | 401 | 403 {
  if (entry.access === 'public') {
    return 'allowed';
  }
  if (entry.access === 'client') {
    return caller === 'client' ? 'allowed' : 401;
  }
  if (caller === 'anonymous' || caller === 'client') {
    return 401;
  }
  if (entry.access === 'admin' && !ADMINS.includes(caller)) {
    return 403;
  }
  return entry.forbidden?.includes(caller) ? 403 : 'allowed';
}
