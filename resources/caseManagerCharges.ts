import type { ResourceDefinition } from '../core/resourceDefinition';

/** The charges one case manager supports: the managed users tab of case manager details. */
export const caseManagerCharges: ResourceDefinition = {
  name: 'case-manager-charges',
  path: 'case-managers/:uuid/charges/',
  schema: 'case-manager-charge.json',
  audience: 'admin',
  idField: 'uuid',
  columns: [
    { field: 'firstName', type: 'text', sortable: true },
    { field: 'lastName', type: 'text', sortable: true },
    { field: 'email', type: 'email' },
    {
      field: 'consentStatus',
      type: 'choice',
      choices: {
        RQ: 'portal.case_managers.consent.RQ',
        RC: 'portal.case_managers.consent.RC',
        GV: 'portal.case_managers.consent.GV',
        DN: 'portal.case_managers.consent.DN',
      },
      otherwise: 'portal.case_managers.consent.NR',
    },
  ],
  search: ['name', 'email'],
  filters: [],
  defaultSort: { field: 'lastName', order: 'asc' },
  rowClick: '/users/:uuid',
  // Taking a charge off the caseload: the link goes, the charge and its data stay.
  delete: {
    label: 'ra.action.remove',
    content: 'portal.case_managers.remove_charge.content',
    success: 'portal.case_managers.remove_charge.success',
    onRow: true,
  },
  cardTitle: 'lastName',
  titleFields: ['firstName', 'lastName'],
};
