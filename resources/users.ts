import { ACCOUNT_ACTIONS, CLIENT_RIGHTS_ACTIONS } from '../core/accountActionDefinitions';
import { accountEditForm } from '../core/accountEdit';
import type { ResourceDefinition } from '../core/resourceDefinition';
import {
  ACCOUNT_KIND,
  ACCOUNT_STATUS,
  ACCOUNT_STATUS_FILTER,
  ROLE_LABELS,
  SECOND_FACTOR_STATUS,
} from '../core/storedValues';

/** Every account of the portal and the app, for administrators. */
export const users: ResourceDefinition = {
  name: 'users',
  path: 'users/',
  schema: 'user.json',
  detailSchema: 'user-detail.json',
  audience: 'admin',
  columns: [
    { field: 'username', type: 'text' },
    { field: 'email', type: 'email' },
    { field: 'firstName', type: 'text' },
    { field: 'lastName', type: 'text' },
    { field: 'dateJoined', type: 'date', sortable: true },
    { field: 'isActive', type: 'choice', choices: ACCOUNT_STATUS },
  ],
  search: ['username', 'email'],
  filters: [{ field: 'isAdmin', kind: 'checkbox' }, ACCOUNT_STATUS_FILTER],
  defaultSort: { field: 'dateJoined', order: 'desc' },
  cardTitle: 'username',
  rowClick: '/users/accounts/:uuid',
  detail: [
    { field: 'isActive', type: 'choice', choices: ACCOUNT_STATUS },
    { field: 'isClient', type: 'choice', choices: ACCOUNT_KIND },
    { field: 'role', type: 'choice', choices: ROLE_LABELS },
    { field: 'secondFactor', type: 'choice', choices: SECOND_FACTOR_STATUS },
    { field: 'username', type: 'text' },
    { field: 'email', type: 'email' },
    { field: 'firstName', type: 'text' },
    { field: 'lastName', type: 'text' },
    { field: 'lastLogin', type: 'date' },
    { field: 'loginsCount', type: 'number' },
    { field: 'dateJoined', type: 'date' },
    { field: 'updatedAt', type: 'date' },
  ],
  edit: accountEditForm({ companies: false }),
  actions: [...ACCOUNT_ACTIONS, ...CLIENT_RIGHTS_ACTIONS],
  // The portal's users page (spec section 2) hosts every role's tabs, so it is open to all while
  // this list stays the administrators'. Charge details, their progress report, the charge requests
  // and an account's page (administrators only: its API is this resource's) live under it.
  console: {
    audience: 'everyone',
    // An account is edited in a dialog on its page, not on a page of its own.
    pages: ['list', 'show'],
    overrides: { list: 'UsersPage', show: 'ChargeDetails' },
    routes: [
      { path: 'charge-request/create', page: 'ChargeRequestCreatePage' },
      { path: 'charge-request/:id', page: 'ChargeRequestDetails' },
      { path: 'accounts/:id', page: 'UserAccountDetails' },
      { path: ':id/report', page: 'ProgressReportPage' },
    ],
    menu: { group: 'main', order: 10, icon: 'people' },
  },
};
