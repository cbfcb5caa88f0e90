import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

import type { StandaloneValidate } from '../../core/generated/validators';
import type { JsonSchema, ResourceDefinition } from '../../core/resourceDefinition';

/**
 * A resource that exists only in tests, declared the way README's "Adding a resource" says: its
 * schemas, its definition (a plain `table`, so no SQL is written), its migration
 * (tests/api/support/petsTable.ts) and its keys. The API suite serves it through the real
 * server (tests/api/resourceRecipe.test.ts), the app shows it (src/app/resourceRecipe.test.tsx);
 * no other file knows it. Its schemas would be files in `schemas/`; a fixture carries its own.
 */

/** The fields as the forms send them, each declared once: type, enum, limits, nullability. */
const petCreate = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'pet-create.json',
  title: 'PetCreate',
  type: 'object',
  required: ['name', 'kind'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 50 },
    kind: { type: 'string', enum: ['cat', 'dog', 'bird', 'fish'] },
    nickname: { type: ['string', 'null'], maxLength: 50 },
    indoor: { type: 'boolean' },
    weight: { type: ['number', 'null'], minimum: 0, maximum: 1000 },
    born: { type: ['string', 'null'], format: 'date' },
    companyId: { type: ['integer', 'null'], minimum: 1 },
  },
} as const;

/** A field of the item, the update and the list, as pet-create.json declares it. */
const declared = (field: keyof typeof petCreate.properties) => ({
  $ref: `pet-create.json#/properties/${field}`,
});
const FIELDS = Object.keys(petCreate.properties) as (keyof typeof petCreate.properties)[];

export const petSchemas: JsonSchema[] = [
  petCreate,
  {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'pet.json',
    title: 'Pet',
    type: 'object',
    required: ['id', ...FIELDS, 'createdAt'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer' },
      ...Object.fromEntries(FIELDS.map((field) => [field, declared(field)])),
      createdAt: { type: 'string', format: 'date-time' },
    },
  },
  {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'pet-list.json',
    title: 'PetList',
    type: 'object',
    required: ['items', 'count'],
    additionalProperties: false,
    properties: {
      items: { type: 'array', items: { $ref: 'pet.json' } },
      count: { type: 'integer' },
    },
  },
  {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'pet-update.json',
    title: 'PetUpdate',
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    properties: Object.fromEntries(FIELDS.map((field) => [field, declared(field)])),
  },
];

/**
 * The validators `npm run gen` would write for its payload schemas (the app validates a form
 * with them), compiled here: a test adds them to `core/generated/validators`.
 */
export function petValidators(): Record<string, () => Promise<StandaloneValidate>> {
  const ajv = new Ajv2020({ allErrors: true, strict: false, schemas: petSchemas });
  addFormats(ajv);
  const load = (id: string) => () => {
    const validate = ajv.getSchema(id);
    return validate ? Promise.resolve(validate) : Promise.reject(new Error(`No schema ${id}`));
  };
  return { 'pet-create.json': load('pet-create.json'), 'pet-update.json': load('pet-update.json') };
}

/** The form's fields: names only, the schema says how each is entered and whether required. */
const formFields = [
  { source: 'name' },
  { source: 'kind' },
  { source: 'nickname' },
  { source: 'indoor' },
  { source: 'weight' },
  { source: 'born' },
  {
    source: 'companyId',
    input: 'reference' as const,
    reference: { resource: 'companies', optionText: 'name', optionValue: 'id' },
  },
];

export const pets: ResourceDefinition = {
  name: 'pets',
  path: 'admin/pets/',
  schema: 'pet.json',
  table: 'pets',
  audience: 'admin',
  columns: [
    { field: 'name', type: 'text', sortable: true },
    { field: 'kind', type: 'choice', sortable: true },
    { field: 'nickname', type: 'text' },
    { field: 'indoor', type: 'boolean' },
    { field: 'weight', type: 'number', sortable: true },
    { field: 'born', type: 'date', sortable: true },
    { field: 'createdAt', type: 'date', sortable: true },
  ],
  search: ['name', 'nickname'],
  filters: [
    { field: 'kind', kind: 'choice', options: [...petCreate.properties.kind.enum] },
    { field: 'indoor', kind: 'flag' },
    { field: 'companyId', kind: 'select', reference: 'companies' },
    { field: 'createdAt', kind: 'period' },
  ],
  defaultSort: { field: 'name', order: 'asc' },
  rowClick: '/pets/:id',
  cardTitle: 'name',
  detail: [
    { field: 'name', type: 'text' },
    { field: 'kind', type: 'choice' },
    { field: 'nickname', type: 'text' },
    { field: 'indoor', type: 'boolean' },
    { field: 'weight', type: 'number' },
    { field: 'born', type: 'date' },
    { field: 'createdAt', type: 'datetime' },
  ],
  create: {
    schema: 'pet-create.json',
    title: 'resources.pets.add',
    success: 'resources.pets.added',
    fields: formFields,
  },
  edit: {
    schema: 'pet-update.json',
    title: 'resources.pets.edit',
    success: 'resources.pets.updated',
    fields: formFields,
  },
  delete: { success: 'resources.pets.deleted' },
  console: { menu: { group: 'main', order: 40, icon: 'people' } },
  schemas: petSchemas,
};

/** Its keys, in English and Zulu, as `i18n/en` and `i18n/zu` would hold them. */
export const petMessages = {
  en: {
    resources: {
      pets: {
        name: 'Pet |||| Pets',
        add: 'Add a pet',
        added: 'Pet added',
        edit: 'Edit the pet',
        updated: 'Pet changed',
        deleted: 'Pet deleted',
        fields: {
          name: 'Name',
          kind: 'Kind',
          nickname: 'Nickname',
          indoor: 'Indoor',
          weight: 'Weight',
          born: 'Born',
          companyId: 'Company',
          createdAt: 'Created',
        },
        choices: { kind: { cat: 'Cat', dog: 'Dog', bird: 'Bird', fish: 'Fish' } },
      },
    },
  },
  zu: {
    resources: {
      pets: {
        name: 'Isilwane |||| Izilwane',
        add: 'Engeza isilwane',
        added: 'Isilwane singeziwe',
        edit: 'Hlela isilwane',
        updated: 'Isilwane sishintshiwe',
        deleted: 'Isilwane sisusiwe',
        fields: {
          name: 'Igama',
          kind: 'Uhlobo',
          nickname: 'Igama lesidlaliso',
          indoor: 'Ngaphakathi',
          weight: 'Isisindo',
          born: 'Usuku lokuzalwa',
          companyId: 'Inkampani',
          createdAt: 'Kwenziwe',
        },
        choices: { kind: { cat: 'Ikati', dog: 'Inja', bird: 'Inyoni', fish: 'Inhlanzi' } },
      },
    },
  },
};
