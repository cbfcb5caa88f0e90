import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';

import { NotFoundPage } from '../pages/NotFoundPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { lazyPage } from './lazyPage';

/**
 * The route table of spec section 2, as data: the app renders it and the guard reads its flags.
 * Paths are relative to the app root, as react-admin's custom routes expect.
 */
export interface PortalRoute {
  /** The spec's route name (home, login, users, charge-details, ...). */
  name: string;
  path: string;
  element: ReactElement;
  /** Open without signing in, outside the app layout. */
  public?: boolean;
  /** Administrators only: others go to `to` or Not Allowed. */
  adminOnly?: boolean;
}

export const routes: PortalRoute[] = [
  { name: 'home', path: '/', element: <Navigate to="/users" replace /> },
  {
    name: 'users',
    path: '/users',
    element: lazyPage(() => import('../resources/users/UsersPage'), 'UsersPage'),
  },
  // Charges (issue 5); react-router ranks the static `charge-request/...` paths above `:uuid`.
  {
    name: 'charge-requests-new',
    path: '/users/charge-request/create',
    element: lazyPage(
      () => import('../resources/chargeRequests/new/ChargeRequestCreatePage'),
      'ChargeRequestCreatePage',
    ),
  },
  {
    name: 'charge-request-details',
    path: '/users/charge-request/:id',
    element: lazyPage(
      () => import('../resources/chargeRequests/ChargeRequestDetails'),
      'ChargeRequestDetails',
    ),
  },
  {
    name: 'charge-details',
    path: '/users/:uuid',
    element: lazyPage(() => import('../resources/charges/details/ChargeDetails'), 'ChargeDetails'),
  },
  // The shell's pages (issue 3).
  {
    name: 'password-reset',
    path: '/password-reset',
    element: lazyPage(
      () => import('../pages/password-reset/PasswordResetPage'),
      'PasswordResetPage',
    ),
    public: true,
  },
  {
    name: 'invite-signup',
    path: '/invite-signup/:uuid',
    element: lazyPage(() => import('../pages/invite-signup/InviteSignupPage'), 'InviteSignupPage'),
    public: true,
  },
  {
    name: 'tsncs',
    path: '/terms-and-conditions',
    element: lazyPage(() => import('../pages/terms/TermsPage'), 'TermsPage'),
  },
  {
    name: 'err-not-allowed',
    path: '/not-allowed',
    element: lazyPage(() => import('../pages/NotAllowedPage'), 'NotAllowedPage'),
    public: true,
  },
  {
    name: 'invites',
    path: '/invites',
    element: (
      <PlaceholderPage title="portal.shell.invites.title" message="portal.shell.invites.message" />
    ),
  },
  {
    name: 'profile',
    path: '/profile',
    element: lazyPage(() => import('../pages/profile/ProfilePage'), 'ProfilePage'),
  },
  // The admin resources (issue 4).
  {
    name: 'access-codes',
    path: '/access-codes',
    adminOnly: true,
    element: lazyPage(() => import('../resources/accessCodes/AccessCodesPage'), 'AccessCodesPage'),
  },
  {
    name: 'access-code-add',
    path: '/access-codes/add',
    adminOnly: true,
    element: lazyPage(
      () => import('../resources/accessCodes/AccessCodeAddPage'),
      'AccessCodeAddPage',
    ),
  },
  {
    name: 'access-code-details',
    path: '/access-codes/:id',
    adminOnly: true,
    element: lazyPage(
      () => import('../resources/accessCodes/AccessCodeDetails'),
      'AccessCodeDetails',
    ),
  },
  {
    name: 'case-manager-details',
    path: '/case-managers/:id',
    element: lazyPage(
      () => import('../resources/caseManagers/CaseManagerDetails'),
      'CaseManagerDetails',
    ),
  },
  {
    name: 'mails',
    path: '/emails',
    adminOnly: true,
    element: lazyPage(() => import('../resources/mails/MailsPage'), 'MailsPage'),
  },
  {
    name: 'mail-details',
    path: '/emails/:id',
    adminOnly: true,
    element: lazyPage(() => import('../resources/mails/MailDetails'), 'MailDetails'),
  },
  {
    name: 'feedback',
    path: '/feedback',
    element: lazyPage(() => import('../resources/feedback/FeedbackPage'), 'FeedbackPage'),
  },
  {
    name: 'feedback-create',
    path: '/feedback/create',
    element: lazyPage(() => import('../resources/feedback/IssueCreatePage'), 'IssueCreatePage'),
  },
  {
    name: 'feedback-issue-details',
    path: '/feedback/issues/:uuid',
    element: lazyPage(() => import('../resources/feedback/IssueDetails'), 'IssueDetails'),
  },
  // Spec section 2, catch-all: keep it last; App passes it to react-admin as `catchAll`.
  { name: 'catch-all', path: '*', element: <NotFoundPage /> },
];
