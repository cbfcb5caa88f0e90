import type { ResourceDefinition } from '../core/resourceDefinition';
import createSchema from '../schemas/case-note-create.json';

const kinds = createSchema.properties.kind.enum;

/** The form's fields: a session's length and mode are entered only for a session. */
const fields = [
  { source: 'kind' },
  { source: 'noteDate' },
  { source: 'sessionMinutes', enabledWhen: { source: 'kind', equals: 'session' } },
  { source: 'sessionMode', enabledWhen: { source: 'kind', equals: 'session' } },
  { source: 'text', input: 'multiline' as const },
  { source: 'visibility' },
];

/**
 * Case notes under a charge (the charge page's Notes tab). Who reads one: its author; the
 * charge's other supporters while their own consent is Given and the note is shared with
 * supporters; administrators when it is shared with administrators too; anyone else, nothing
 * (404 for a charge they may not see). Its author alone changes it: within 24 hours in place,
 * after that as an amendment kept with it. A clinical record: no delete. Its SQL, visibility
 * and audit are its mapping's (server/repositories/resources/caseNotes.ts).
 */
export const caseNotes: ResourceDefinition = {
  name: 'case-notes',
  path: 'charges/:uuid/notes/',
  schema: 'case-note.json',
  audience: 'everyone',
  columns: [
    { field: 'noteDate', type: 'date', sortable: true },
    { field: 'kind', type: 'choice', sortable: true },
    { field: 'author', type: 'text', sortable: true },
    { field: 'text', type: 'text' },
    { field: 'sessionMinutes', type: 'number' },
    { field: 'sessionMode', type: 'choice' },
    { field: 'visibility', type: 'choice' },
  ],
  search: ['author'],
  // By kind, and by author: the search box reads authors' names, the flag keeps the caller's own.
  filters: [
    { field: 'kind', kind: 'choice', options: kinds },
    { field: 'mine', kind: 'checkbox', label: 'resources.case-notes.fields.mine' },
  ],
  defaultSort: { field: 'noteDate', order: 'desc' },
  cardTitle: 'noteDate',
  create: {
    schema: 'case-note-create.json',
    title: 'resources.case-notes.add',
    success: 'resources.case-notes.added',
    check: 'caseNoteSession',
    fields,
  },
  edit: {
    schema: 'case-note-update.json',
    title: 'resources.case-notes.edit',
    success: 'resources.case-notes.updated',
    check: 'caseNoteSession',
    fields,
  },
};
