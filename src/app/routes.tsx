import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';

import { AccessCodeAddPage } from '../resources/accessCodes/AccessCodeAddPage';
import { AccessCodeDetails } from '../resources/accessCodes/AccessCodeDetails';
import { AccessCodesPage } from '../resources/accessCodes/AccessCodesPage';
import { CaseManagerDetails } from '../resources/caseManagers/CaseManagerDetails';
import { FeedbackPage } from '../resources/feedback/FeedbackPage';
import { IssueCreatePage } from '../resources/feedback/IssueCreatePage';
import { IssueDetails } from '../resources/feedback/IssueDetails';
import { MailDetails } from '../resources/mails/MailDetails';
import { MailsPage } from '../resources/mails/MailsPage';
import { UsersPage } from '../resources/users/UsersPage';
import { ChargeDetails } from '../resources/charges/details/ChargeDetails';
import { ChargeRequestDetails } from '../resources/chargeRequests/ChargeRequestDetails';
import { ChargeRequestCreatePage } from '../resources/chargeRequests/new/ChargeRequestCreatePage';
import { InviteSignupPage } from '../pages/invite-signup/InviteSignupPage';
import { NotAllowedPage } from '../pages/NotAllowedPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PasswordResetPage } from '../pages/password-reset/PasswordResetPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { ProfilePage } from '../pages/profile/ProfilePage';
import { TermsPage } from '../pages/terms/TermsPage';

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
  { name: 'users', path: '/users', element: <UsersPage /> },
  // Charges (issue 5); react-router ranks the static `charge-request/...` paths above `:uuid`.
  {
    name: 'charge-requests-new',
    path: '/users/charge-request/create',
    element: <ChargeRequestCreatePage />,
  },
  {
    name: 'charge-request-details',
    path: '/users/charge-request/:id',
    element: <ChargeRequestDetails />,
  },
  { name: 'charge-details', path: '/users/:uuid', element: <ChargeDetails /> },
  // The shell's pages (issue 3).
  { name: 'password-reset', path: '/password-reset', element: <PasswordResetPage />, public: true },
  {
    name: 'invite-signup',
    path: '/invite-signup/:uuid',
    element: <InviteSignupPage />,
    public: true,
  },
  { name: 'tsncs', path: '/terms-and-conditions', element: <TermsPage /> },
  { name: 'err-not-allowed', path: '/not-allowed', element: <NotAllowedPage />, public: true },
  {
    name: 'invites',
    path: '/invites',
    element: (
      <PlaceholderPage title="portal.shell.invites.title" message="portal.shell.invites.message" />
    ),
  },
  { name: 'profile', path: '/profile', element: <ProfilePage /> },
  // The admin resources (issue 4).
  { name: 'access-codes', path: '/access-codes', adminOnly: true, element: <AccessCodesPage /> },
  {
    name: 'access-code-add',
    path: '/access-codes/add',
    adminOnly: true,
    element: <AccessCodeAddPage />,
  },
  {
    name: 'access-code-details',
    path: '/access-codes/:id',
    adminOnly: true,
    element: <AccessCodeDetails />,
  },
  { name: 'case-manager-details', path: '/case-managers/:id', element: <CaseManagerDetails /> },
  { name: 'mails', path: '/emails', adminOnly: true, element: <MailsPage /> },
  { name: 'mail-details', path: '/emails/:id', adminOnly: true, element: <MailDetails /> },
  { name: 'feedback', path: '/feedback', element: <FeedbackPage /> },
  { name: 'feedback-create', path: '/feedback/create', element: <IssueCreatePage /> },
  { name: 'feedback-issue-details', path: '/feedback/issues/:uuid', element: <IssueDetails /> },
  // Spec section 2, catch-all: keep it last; App passes it to react-admin as `catchAll`.
  { name: 'catch-all', path: '*', element: <NotFoundPage /> },
];
