import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';

import { UsersPlaceholder } from '../users/UsersPlaceholder';

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
  { name: 'users', path: '/users', element: <UsersPlaceholder /> },
];
