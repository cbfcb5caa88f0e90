import type { ResourceDefinition } from '../core/resourceDefinition';

/** Requests for a new client's access code: the Consent Requests tab (spec section 2). */
export const chargeRequests: ResourceDefinition = {
  name: 'charge-requests',
  path: 'case-managers/charge-requests/',
  // One request is documented at `charge-requests/{id}/` (its GET answers at the spec's path too).
  recordPath: 'charge-requests/',
  schema: 'charge-request.json',
  detailSchema: 'charge-request-detail.json',
  audience: 'everyone',
  columns: [
    { field: 'fullName', type: 'text' },
    { field: 'policyNumber', type: 'text' },
    { field: 'company', type: 'text' },
    { field: 'accessCode', type: 'text' },
    { field: 'createdBy', type: 'email' },
    { field: 'createdAt', type: 'date', sortable: true },
  ],
  search: ['firstName', 'lastName', 'email'],
  filters: [],
  defaultSort: { field: 'createdAt', order: 'desc' },
  rowClick: '/users/charge-request/:id/',
  cardTitle: 'fullName',
  detail: [
    { field: 'firstName', type: 'text' },
    { field: 'lastName', type: 'text' },
    { field: 'email', type: 'email' },
    { field: 'policyNumber', type: 'text' },
    { field: 'company', type: 'text' },
    { field: 'accessCode', type: 'text' },
    { field: 'createdBy', type: 'email' },
    { field: 'createdAt', type: 'date' },
    { field: 'updatedAt', type: 'date' },
  ],
  // Its creator and administrators amend or withdraw it while its access code is unused
  // (core/chargeRequestCorrection.ts), from its details page.
  edit: {
    schema: 'charge-request-update.json',
    title: 'resources.charge-requests.edit',
    success: 'resources.charge-requests.updated',
    fields: [
      { source: 'firstName' },
      { source: 'lastName' },
      {
        source: 'companyId',
        input: 'reference',
        reference: { resource: 'companies', optionText: 'name', optionValue: 'id' },
      },
      { source: 'policyNumber' },
      { source: 'designation' },
    ],
  },
  delete: {
    success: 'resources.charge-requests.withdrawn',
    label: 'resources.charge-requests.withdraw',
  },
};
