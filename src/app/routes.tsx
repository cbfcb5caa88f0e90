import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';

import type { MenuEntry } from '../../core/resourceDefinition';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PlaceholderPage } from '../pages/PlaceholderPage';
import { lazyPage } from './lazyPage';

/**
 * The pages of spec section 2 that are not a resource's console pages (those come from the
 * definitions, see consoleResource), as data: the app renders them, the guard reads their flags
 * and the menu their entries. Paths are relative to the app root, as react-admin's custom routes
 * expect.
 */
export interface PortalRoute {
  /** The spec's route name (home, login, users, charge-details, ...). */
  name: string;
  path: string;
  element: ReactElement;
  /** Open without signing in, outside the app layout. */
  public?: boolean;
  /**
   * Its side-menu entry and the entry's label (an i18n key); `search` is the query the entry
   * adds to the path (Settings opens the profile's settings tab); `caseloadLabel` is its label
   * to a caller who reports on their own caseload (core/outcomes.ts `reportsOnCaseload`).
   */
  menu?: MenuEntry & { label: string; search?: string; caseloadLabel?: string };
}

export const routes: PortalRoute[] = [
  { name: 'home', path: '/', element: <Navigate to="/users" replace /> },
  // The shell's pages.
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
    name: 'confirm-email',
    path: '/confirm-email',
    element: lazyPage(() => import('../pages/confirm-email/ConfirmEmailPage'), 'ConfirmEmailPage'),
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
    name: 'privacy',
    path: '/privacy',
    element: lazyPage(() => import('../pages/privacy/PrivacyPage'), 'PrivacyPage'),
    public: true,
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
    menu: {
      group: 'account',
      order: 10,
      icon: 'settings',
      label: 'portal.shell.menu.settings',
      search: '?tab=settings',
    },
    element: lazyPage(() => import('../pages/profile/ProfilePage'), 'ProfilePage'),
  },
  {
    name: 'outcomes',
    path: '/outcomes',
    menu: {
      group: 'main',
      order: 35,
      icon: 'insights',
      label: 'portal.outcomes.title',
      caseloadLabel: 'portal.outcomes.title_mine',
    },
    element: lazyPage(() => import('../outcomes/OutcomesPage'), 'OutcomesPage'),
  },
  {
    name: 'feedback',
    path: '/feedback',
    menu: { group: 'account', order: 20, icon: 'feedback', label: 'portal.shell.menu.feedback' },
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
