import type { ResourceDefinition } from '../src/core/resourceDefinition';

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
  ],
  search: ['username', 'email'],
  filters: [{ field: 'isAdmin', kind: 'checkbox' }],
  defaultSort: { field: 'dateJoined', order: 'desc' },
  cardTitle: 'username',
};
