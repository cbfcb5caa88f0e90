import type { ResourceDefinition } from '../src/core/resourceDefinition';
import { ACCOUNT_STATUS } from '../src/core/storedValues';

/** Every account of the portal and the app, for administrators. */
export const users: ResourceDefinition = {
  name: 'users',
  path: 'users/',
  schema: 'user.json',
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
  filters: [{ field: 'isAdmin', kind: 'checkbox' }],
  defaultSort: { field: 'dateJoined', order: 'desc' },
  cardTitle: 'username',
  // The portal's users page (spec section 2) hosts every role's tabs, so it is open to all while
  // this list stays the administrators'. Charge details and the charge requests live under it.
  console: {
    audience: 'everyone',
    overrides: { list: 'UsersPage', show: 'ChargeDetails' },
    routes: [
      { path: 'charge-request/create', page: 'ChargeRequestCreatePage' },
      { path: 'charge-request/:id', page: 'ChargeRequestDetails' },
    ],
    menu: { group: 'main', order: 10, icon: 'people' },
  },
};
