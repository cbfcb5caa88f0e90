import type { ColumnDefinition, ResourceDefinition } from '../core/resourceDefinition';
import type { FormFieldDefinition } from '../core/formDefinition';
import episode from '../schemas/episode.json';
import episodeUpdate from '../schemas/episode-update.json';

/** Why an episode closed: the schema's values without its null (still open). */
export const DISCHARGE_REASONS = episodeUpdate.properties.dischargeReason.enum.filter(
  (reason): reason is string => reason !== null,
);

const EPISODE_STATUSES = episode.properties.status.enum;

/** A discharge: its date and reason, both required there, and an optional note. */
export const dischargeFields: FormFieldDefinition[] = [
  { source: 'closedOn', required: true },
  { source: 'dischargeReason', required: true },
  { source: 'dischargeNote', input: 'multiline' },
];

const episodeDetail: ColumnDefinition[] = [
  { field: 'client', type: 'text' },
  { field: 'status', type: 'choice' },
  { field: 'openedOn', type: 'date' },
  { field: 'closedOn', type: 'date' },
  { field: 'dischargeReason', type: 'choice' },
  { field: 'dischargeNote', type: 'text' },
  { field: 'company', type: 'text' },
  { field: 'course', type: 'text' },
];

/**
 * Episodes of care: a charge's care opens (on its first Given consent, or on a day staff set)
 * and closes with a discharge date and reason; at most one is open per charge. Administrators
 * read every charge's, a supporter only those of the charges on their caseload. Opened and
 * discharged from the charge's page (the create with the charge's uuid, a part of the edit),
 * corrected from the episode's own page. Its SQL is its own
 * (server/repositories/resources/episodes.ts): the charge's name, company and course, the
 * caller's caseload, the rules of one open episode and of the dates.
 */
export const episodes: ResourceDefinition = {
  name: 'episodes',
  path: 'episodes/',
  schema: 'episode.json',
  audience: 'everyone',
  columns: [
    { field: 'client', type: 'text', sortable: true },
    { field: 'openedOn', type: 'date', sortable: true },
    { field: 'closedOn', type: 'date', sortable: true },
    { field: 'dischargeReason', type: 'choice' },
    { field: 'status', type: 'choice' },
    { field: 'company', type: 'text', sortable: true },
    { field: 'course', type: 'text', sortable: true },
  ],
  search: ['client'],
  filters: [
    { field: 'status', kind: 'choice', options: EPISODE_STATUSES },
    { field: 'dischargeReason', kind: 'choice', options: DISCHARGE_REASONS },
    { field: 'openedOn', kind: 'period' },
    { field: 'closedOn', kind: 'period' },
    { field: 'company', kind: 'select', reference: 'companies' },
    { field: 'course', kind: 'select', reference: 'courses' },
    // A case manager's list is their own caseload already.
    {
      field: 'caseManager',
      kind: 'select',
      reference: 'case-managers',
      optionText: 'email',
      audience: 'admin',
    },
  ],
  defaultSort: { field: 'openedOn', order: 'desc' },
  rowClick: '/episodes/:id',
  cardTitle: 'client',
  detail: episodeDetail,
  create: {
    schema: 'episode-create.json',
    title: 'resources.episodes.open',
    success: 'resources.episodes.opened',
    fields: [{ source: 'openedOn' }],
  },
  edit: {
    schema: 'episode-update.json',
    title: 'resources.episodes.edit',
    success: 'resources.episodes.updated',
    fields: [
      { source: 'openedOn' },
      { source: 'closedOn' },
      { source: 'dischargeReason' },
      { source: 'dischargeNote', input: 'multiline' },
    ],
  },
  console: { pages: ['list', 'show', 'edit'], menu: { group: 'main', order: 15, icon: 'care' } },
};
