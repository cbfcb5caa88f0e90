import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS } from '../core/auditActions';
import type { ResourceDefinition } from '../core/resourceDefinition';

/** The kinds of record an audited event names, each with its label. */
const RECORD_TYPES = [
  'charge',
  'charge_request',
  'case_manager',
  'user',
  'invitation',
  'access_code',
  'mail',
  'issue',
  'list',
];

/**
 * Every audited event (POPIA: who read or changed what, when and from where), for
 * administrators. Append-only: the API reads it and nothing changes or deletes a row.
 */
export const auditLog: ResourceDefinition = {
  name: 'audit-log',
  path: 'admin/audit-log/',
  schema: 'audit-entry.json',
  audience: 'admin',
  columns: [
    { field: 'at', type: 'datetime', sortable: true },
    { field: 'actor', type: 'text' },
    { field: 'actorEmail', type: 'email' },
    { field: 'action', type: 'choice', choices: AUDIT_ACTION_LABELS },
    {
      field: 'recordType',
      type: 'choice',
      choices: Object.fromEntries(
        RECORD_TYPES.map((type) => [type, `resources.audit-log.records.${type}`]),
      ),
      // A definition's generic writes name their resource: a new resource needs no key here.
      resourceNames: true,
    },
    // The record by its label, linked to its page where the portal has one and it is still
    // there; a revoked code or a deleted record says so instead.
    {
      field: 'record',
      type: 'text',
      links: {
        by: 'recordType',
        paths: {
          charge: '/users/:id',
          charge_request: '/users/charge-request/:id',
          case_manager: '/case-managers/:id',
          user: '/users/accounts/:id',
          access_code: '/access-codes/:id',
          mail: '/emails/:id',
          issue: '/feedback/issues/:id',
        },
        resourcePages: true,
        labelField: 'recordLabel',
        goneField: 'recordState',
        goneLabels: {
          deleted: 'resources.audit-log.record_states.deleted',
          revoked: 'resources.audit-log.record_states.revoked',
        },
      },
    },
    { field: 'ip', type: 'text' },
  ],
  // The search box finds a person who acted (name or e-mail) or a record acted on (its uuid or
  // id, its name, e-mail, code or subject).
  search: ['person', 'record'],
  filters: [
    { field: 'action', kind: 'choice', options: [...AUDIT_ACTIONS], labels: AUDIT_ACTION_LABELS },
    { field: 'at', kind: 'period' },
  ],
  defaultSort: { field: 'at', order: 'desc' },
  cardTitle: 'action',
  console: { menu: { group: 'main', order: 60, icon: 'history' } },
};
