import type { ResourceDefinition } from '../core/resourceDefinition';

const label = (field: string) => `resources.access-codes.fields.${field}`;
const choice = (value: string) => `portal.access_codes.filters.${value}`;

/** Access codes, for administrators (spec section 2, Access codes). */
export const accessCodes: ResourceDefinition = {
  name: 'access-codes',
  path: 'admin/access-codes/',
  schema: 'access-code.json',
  detailSchema: 'access-code-detail.json',
  audience: 'admin',
  columns: [
    { field: 'code', type: 'text', sortable: true },
    { field: 'createdFor', type: 'email' },
    { field: 'usedBy', type: 'text' },
    { field: 'createdAt', type: 'date', sortable: true },
    { field: 'assignedAt', type: 'date', sortable: true },
    { field: 'usedAt', type: 'date', sortable: true },
  ],
  search: ['code', 'createdFor', 'usedBy'],
  filters: [
    {
      field: 'used',
      kind: 'choice',
      options: ['used', 'unused'],
      labels: { used: choice('used'), unused: choice('unused') },
    },
    {
      field: 'assigned',
      kind: 'choice',
      options: ['assigned', 'unassigned'],
      labels: { assigned: choice('assigned'), unassigned: choice('unassigned') },
    },
    { field: 'assignedAt', kind: 'period' },
    { field: 'createdAt', kind: 'period' },
    { field: 'usedAt', kind: 'period' },
  ],
  defaultSort: { field: 'createdAt', order: 'desc' },
  rowClick: '/access-codes/:id',
  cardTitle: 'code',
  create: {
    schema: 'access-code-create.json',
    title: 'portal.access_codes.single',
    success: 'portal.access_codes.added',
    check: 'accessCodeDates',
    fields: [
      { source: 'code', label: label('code'), input: 'text', required: true, transform: 'upper' },
      {
        source: 'created_for',
        label: label('createdFor'),
        input: 'reference',
        reference: { resource: 'case-managers', optionText: 'email', optionValue: 'carerId' },
      },
      {
        source: 'assigned_at',
        label: label('assignedAt'),
        input: 'datetime',
        enabledBy: 'created_for',
      },
      {
        source: 'used_by',
        label: label('usedBy'),
        input: 'reference',
        reference: { resource: 'charges', optionText: 'fullName', optionValue: 'id' },
        help: 'portal.access_codes.used_by_help',
      },
      { source: 'used_at', label: label('usedAt'), input: 'datetime', enabledBy: 'used_by' },
    ],
  },
  // Revoking deletes an unused code; the spec words its answer.
  delete: {
    success: 'portal.api.access_codes.revoked',
    label: 'portal.access_codes.revoke.action',
    answers: 'message',
    rule: 'access-code-revoke',
  },
  console: {
    overrides: { create: 'AccessCodeAddPage', show: 'AccessCodeDetails' },
    menu: { group: 'main', order: 20, icon: 'key' },
  },
};
