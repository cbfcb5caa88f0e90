import type { ColumnDefinition, ResourceDefinition } from '../core/resourceDefinition';

// Spec section 4: EVC created, EVA assigned, EVN reassigned, EVR resolved.
const status: ColumnDefinition = {
  field: 'status',
  type: 'choice',
  choices: {
    EVC: 'portal.issues.status.EVC',
    EVA: 'portal.issues.status.EVA',
    EVN: 'portal.issues.status.EVN',
    EVR: 'portal.issues.status.EVR',
  },
};

/**
 * Feedback issues (spec section 2, Feedback): everyone's own, all of them for administrators.
 * The tabs all, unresolved and resolved set the `status` filter (none, `unresolved`,
 * `resolved`). Administrators see createdBy and assignedTo, others the text column (wider than
 * 640 px): the page picks its columns from this list by role.
 */
export const issues: ResourceDefinition = {
  name: 'issues',
  path: 'feedback/issues/',
  schema: 'issue.json',
  detailSchema: 'issue-detail.json',
  audience: 'everyone',
  columns: [
    { field: 'title', type: 'text' },
    { field: 'text', type: 'text' },
    status,
    { field: 'createdBy', type: 'email' },
    { field: 'assignedTo', type: 'email' },
    { field: 'createdAt', type: 'date', sortable: true },
  ],
  search: ['title', 'text', 'createdBy', 'assignedTo'],
  filters: [{ field: 'status', kind: 'choice', options: ['unresolved', 'resolved'] }],
  defaultSort: { field: 'createdAt', order: 'desc' },
  rowClick: '/feedback/issues/:uuid',
  idField: 'uuid',
  cardTitle: 'title',
  // Its author corrects the title and text until the help desk takes it up
  // (core/issueCorrection.ts), from its details page.
  edit: {
    schema: 'issue-update.json',
    title: 'resources.issues.edit',
    success: 'resources.issues.updated',
    fields: [{ source: 'title' }, { source: 'text', input: 'multiline' }],
  },
};

/** The administrators an issue can be assigned to: the choices of the assign dialog. */
export const issueAssignees: ResourceDefinition = {
  name: 'issue-assignees',
  path: 'feedback/issues/assignable-users/',
  schema: 'assignable-user.json',
  audience: 'admin',
  columns: [
    { field: 'email', type: 'email', sortable: true },
    { field: 'firstName', type: 'text' },
    { field: 'lastName', type: 'text' },
  ],
  search: ['email', 'name'],
  filters: [],
  defaultSort: { field: 'email', order: 'asc' },
  defaultPageSize: 100,
  idField: 'uuid',
  cardTitle: 'email',
};
