import { ACCOUNT_ACTIONS } from '../core/accountActionDefinitions';
import { accountEditForm } from '../core/accountEdit';
import type { ResourceDefinition } from '../core/resourceDefinition';
import {
  ACCOUNT_STATUS,
  ACCOUNT_STATUS_FILTER,
  DESIGNATION_LABELS,
  ROLE_LABELS,
  SECOND_FACTOR_STATUS,
} from '../core/storedValues';

const label = (field: string) => `resources.case-managers.fields.${field}`;

/** Case managers and supporters, for administrators: the Case Managers tab (spec section 2). */
export const caseManagers: ResourceDefinition = {
  name: 'case-managers',
  path: 'case-managers/',
  schema: 'case-manager.json',
  detailSchema: 'case-manager-detail.json',
  audience: 'admin',
  columns: [
    { field: 'email', type: 'email', sortable: true },
    { field: 'fullName', type: 'text' },
    { field: 'lastLogin', type: 'date', sortable: true },
    { field: 'loginsCount', type: 'number' },
    { field: 'viewsCount', type: 'number' },
    { field: 'companies', type: 'list', itemField: 'name' },
    { field: 'isActive', type: 'choice', choices: ACCOUNT_STATUS },
  ],
  search: ['name', 'email'],
  filters: [
    { field: 'company', kind: 'select', reference: 'companies' },
    { field: 'lastLogin', kind: 'period' },
    ACCOUNT_STATUS_FILTER,
  ],
  defaultSort: { field: 'lastLogin', order: 'desc' },
  rowClick: '/case-managers/:uuid',
  cardTitle: 'fullName',
  detail: [
    { field: 'isActive', type: 'choice', choices: ACCOUNT_STATUS },
    { field: 'secondFactor', type: 'choice', choices: SECOND_FACTOR_STATUS },
    { field: 'email', type: 'email' },
    { field: 'firstName', type: 'text' },
    { field: 'lastName', type: 'text' },
    { field: 'lastLogin', type: 'date' },
    { field: 'dateJoined', type: 'date' },
    { field: 'updatedAt', type: 'date' },
    { field: 'companies', type: 'list', itemField: 'name' },
    { field: 'designation', type: 'choice', choices: DESIGNATION_LABELS },
    { field: 'role', type: 'choice', choices: ROLE_LABELS },
  ],
  create: {
    schema: 'case-manager-create.json',
    title: 'portal.case_managers.add',
    success: 'portal.case_managers.added',
    // Spec section 6: administrators add case managers with role MG.
    fixed: { role: 'MG' },
    fields: [
      { source: 'user.first_name', label: label('firstName'), input: 'text', required: true },
      { source: 'user.last_name', label: label('lastName'), input: 'text', required: true },
      { source: 'user.email', label: label('email'), input: 'email', required: true },
      { source: 'user.username', label: label('username'), input: 'text' },
      {
        source: 'company',
        label: label('company'),
        input: 'reference',
        required: true,
        reference: { resource: 'companies', optionText: 'name', optionValue: 'id' },
      },
      { source: 'user.password', label: label('password'), input: 'password', required: true },
      {
        source: 'confirm_password',
        label: label('confirmPassword'),
        input: 'password',
        required: true,
        matches: { source: 'user.password', message: 'portal.validation.passwords_mismatch' },
      },
    ],
  },
  edit: accountEditForm({ companies: true }),
  actions: ACCOUNT_ACTIONS,
  // Listed in the users page's Case Managers tab, created from its dialog: only the detail page.
  console: { pages: ['show'], overrides: { show: 'CaseManagerDetails' } },
};
