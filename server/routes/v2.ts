import type { FastifyInstance } from 'fastify';
import bulkCreateAccessCodesRoute from './admin/access-codes/bulkCreate';
import caseManagerChargesRoute from './case-managers/charges';
import appRoutes from './app';
import forgotPasswordRoute from './auth/forgotPassword';
import logoutRoute from './auth/logout';
import mfaVerifyRoute from './auth/mfaVerify';
import newPasswordRoute from './auth/newPassword';
import refreshRoute from './auth/refresh';
import tokenRoute from './auth/token';
import assignableUsersRoute from './feedback/assignableUsers';
import issueCommentRoute from './feedback/comment';
import createIssueRoute from './feedback/create';
import issueDetailRoute from './feedback/detail';
import listIssuesRoute from './feedback/list';
import issueStatsRoute from './feedback/stats';
import issueStatusUpdateRoute from './feedback/statusUpdate';
import addChargeRequestSupporterRoute from './charge-requests/addSupporter';
import createChargeRequestRoute from './charge-requests/create';
import chargeRequestDetailRoute from './charge-requests/detail';
import listChargeRequestsRoute from './charge-requests/list';
import addChargeSupporterRoute from './charges/addSupporter';
import chargeAttentionRoutes from './charges/attention';
import attentionSummaryRoute from './charges/attentionSummary';
import consentStatusUpdateRoute from './charges/consentStatusUpdate';
import chargeDetailRoute from './charges/detail';
import listChargesRoute from './charges/list';
import chargeReportRoute from './charges/report';
import chargeSessionsRoute from './charges/sessions';
import outcomeChargesRoute from './outcomes/charges';
import outcomeReportRoute from './outcomes/report';
import listCompanyMatesRoute from './company-mates/list';
import listDesignationsRoute from './designations/list';
import acceptInvitationRoute from './invitations/accept';
import declineInvitationRoute from './invitations/decline';
import readInvitationRoutes from './invitations/read';
import inviteSignupRoute from './invitations/signup';
import notificationUnreadCountRoute from './notifications/unreadCount';
import acceptTermsRoute from './users/acceptTerms';
import mfaRoutes from './users/mfa';
import notificationPreferencesRoutes from './users/notificationPreferences';
import profileRoutes from './users/profile';
import shallowProfileRoute from './users/shallowProfile';
import updatePasswordRoute from './users/updatePassword';

/** Every route of the v2 API, mounted under `/api/v2`. */
const routes = [
  caseManagerChargesRoute,
  bulkCreateAccessCodesRoute,
  issueCommentRoute,
  tokenRoute,
  refreshRoute,
  logoutRoute,
  mfaVerifyRoute,
  forgotPasswordRoute,
  newPasswordRoute,
  shallowProfileRoute,
  notificationUnreadCountRoute,
  profileRoutes,
  notificationPreferencesRoutes,
  updatePasswordRoute,
  acceptTermsRoute,
  mfaRoutes,
  createChargeRequestRoute,
  listChargeRequestsRoute,
  chargeRequestDetailRoute,
  addChargeRequestSupporterRoute,
  listCompanyMatesRoute,
  listDesignationsRoute,
  listChargesRoute,
  chargeDetailRoute,
  consentStatusUpdateRoute,
  addChargeSupporterRoute,
  chargeSessionsRoute,
  chargeReportRoute,
  chargeAttentionRoutes,
  attentionSummaryRoute,
  readInvitationRoutes,
  inviteSignupRoute,
  acceptInvitationRoute,
  declineInvitationRoute,
  listIssuesRoute,
  issueStatsRoute,
  outcomeReportRoute,
  outcomeChargesRoute,
  assignableUsersRoute,
  issueDetailRoute,
  createIssueRoute,
  issueStatusUpdateRoute,
  appRoutes,
];

export default function v2Routes(app: FastifyInstance): void {
  for (const route of routes) {
    route(app);
  }
}
