import type { FastifyInstance } from 'fastify';
import forgotPasswordRoute from './auth/forgotPassword';
import logoutRoute from './auth/logout';
import newPasswordRoute from './auth/newPassword';
import refreshRoute from './auth/refresh';
import tokenRoute from './auth/token';
import acceptTermsRoute from './users/acceptTerms';
import listUsersRoute from './users/list';
import profileRoutes from './users/profile';
import shallowProfileRoute from './users/shallowProfile';
import updatePasswordRoute from './users/updatePassword';

/** Every route of the v2 API, mounted under `/api/v2`. */
const routes = [
  tokenRoute,
  refreshRoute,
  logoutRoute,
  forgotPasswordRoute,
  newPasswordRoute,
  listUsersRoute,
  shallowProfileRoute,
  profileRoutes,
  updatePasswordRoute,
  acceptTermsRoute,
];

export default function v2Routes(app: FastifyInstance): void {
  for (const route of routes) {
    route(app);
  }
}
