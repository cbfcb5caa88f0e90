import type { ColumnDefinition, ResourceDefinition } from '../core/resourceDefinition';
import { ATTENTION_CODES } from '../core/attention';
import { severityBands } from '../core/severity';
import { GENDER_LABELS } from '../core/storedValues';
import consentStatus from '../schemas/consent-status.json';

const PHQ8_BANDS = severityBands('phq8').map((band) => band.severity);

/** Each option's label key: `<prefix>.<option>`. */
const labelsUnder = (prefix: string, options: readonly string[]) =>
  Object.fromEntries(options.map((option) => [option, `${prefix}.${option}`]));

/** The charge details page's profile sections (spec section 2, Charge details). */
export const chargeBasicInfo: ColumnDefinition[] = [
  { field: 'firstName', type: 'text' },
  { field: 'lastName', type: 'text' },
  { field: 'email', type: 'email' },
  { field: 'gender', type: 'choice', choices: GENDER_LABELS },
];

export const chargeMisc: ColumnDefinition[] = [
  { field: 'company', type: 'text' },
  { field: 'policy', type: 'text' },
  { field: 'latestSession', type: 'date' },
  { field: 'createdOn', type: 'date' },
  { field: 'updatedOn', type: 'date' },
  { field: 'accessCodes', type: 'list' },
];

/** The charges a supporter follows: the My Users tab (spec section 2). */
export const charges: ResourceDefinition = {
  name: 'charges',
  path: 'charges/',
  schema: 'charge.json',
  detailSchema: 'charge-detail.json',
  audience: 'everyone',
  columns: [
    // A clinician's columns first, in view at 1440 px: the name, the flags, the
    // latest PHQ-8, the last session and consent (with its Request and Cancel); the rest after,
    // hidden until the user shows them.
    // Triage is only under the caller's Given consent, null otherwise; sorting by `attention` is
    // the clinical order (server/repositories/attentionSql.ts).
    { field: 'fullName', type: 'text' },
    { field: 'attention', type: 'attention', sortable: true },
    { field: 'latestPhq8', type: 'score', sortable: true },
    { field: 'latestSession', type: 'date', sortable: true },
    // The list draws it with its Request and Cancel actions; the CSV writes its label.
    {
      field: 'consentStatus',
      type: 'choice',
      choices: labelsUnder('portal.case_managers.consent', consentStatus.enum),
    },
    { field: 'company', type: 'text' },
    { field: 'policy', type: 'text', sortable: true },
    { field: 'email', type: 'email' },
    { field: 'course', type: 'text' },
    { field: 'sessions', type: 'number', sortable: true },
  ],
  // The rest behind the column chooser, each user's choice kept.
  hiddenColumns: ['company', 'policy', 'email', 'course', 'sessions'],
  search: ['fullName', 'email', 'policy'],
  filters: [
    { field: 'course', kind: 'select', reference: 'courses' },
    { field: 'latestSession', kind: 'period' },
    {
      field: 'attention',
      kind: 'choice',
      options: [...ATTENTION_CODES],
      labels: labelsUnder('portal.attention.flags', ATTENTION_CODES),
    },
    {
      field: 'phq8Band',
      kind: 'choice',
      options: PHQ8_BANDS,
      labels: labelsUnder('portal.journey.scores.severity', PHQ8_BANDS),
    },
    {
      field: 'consentStatus',
      kind: 'choice',
      options: consentStatus.enum,
      labels: labelsUnder('portal.case_managers.consent', consentStatus.enum),
    },
  ],
  defaultSort: { field: 'latestSession', order: 'desc' },
  rowClick: '/users/:uuid',
  // A phone's cards are people: each titled by the person's name.
  cardTitle: 'fullName',
  detail: [...chargeBasicInfo, ...chargeMisc],
  // A correction of the charge's profile (PATCH charges/{uuid}/), by administrators and the
  // charge's supporters, from the profile tab's dialog.
  edit: {
    schema: 'charge-update.json',
    title: 'resources.charges.edit',
    success: 'resources.charges.updated',
    fields: [
      { source: 'firstName' },
      { source: 'lastName' },
      { source: 'nickname' },
      {
        source: 'companyId',
        input: 'reference',
        reference: { resource: 'companies', optionText: 'name', optionValue: 'id' },
      },
      { source: 'policy' },
      { source: 'gender' },
      { source: 'isEmployed' },
    ],
  },
};
