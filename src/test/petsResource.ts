import type { ResourceDefinition } from '../core/resourceDefinition';

/**
 * A resource that exists only in tests, declared the way README's "Adding a resource" says: its
 * schemas, its definition and its keys. The API suite serves it from its own table and SQL
 * mapping (tests/api/resourceRecipe.test.ts), the app shows it (src/app/resourceRecipe.test.tsx);
 * no other file knows it.
 */
export const pets: ResourceDefinition = {
  name: 'pets',
  path: 'admin/pets/',
  schema: 'pet.json',
  audience: 'admin',
  columns: [
    { field: 'name', type: 'text', sortable: true },
    { field: 'createdAt', type: 'date', sortable: true },
  ],
  search: ['name'],
  filters: [],
  defaultSort: { field: 'name', order: 'asc' },
  rowClick: '/pets/:id',
  cardTitle: 'name',
  detail: [
    { field: 'name', type: 'text' },
    { field: 'createdAt', type: 'datetime' },
  ],
  create: {
    schema: 'pet-create.json',
    title: 'resources.pets.add',
    success: 'resources.pets.added',
    fields: [
      { source: 'name', label: 'resources.pets.fields.name', input: 'text', required: true },
    ],
  },
  console: { menu: { group: 'main', order: 40, icon: 'people' } },
};

export const petSchemas = [
  {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: 'pet.json',
    title: 'Pet',
    type: 'object',
    required: ['id', 'name', 'createdAt'],
    additionalProperties: false,
    properties: {
      id: { type: 'integer' },
      name: { type: 'string' },
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
    $id: 'pet-create.json',
    title: 'PetCreate',
    type: 'object',
    required: ['name'],
    additionalProperties: false,
    properties: { name: { type: 'string', minLength: 1, maxLength: 50 } },
  },
];

/** Its keys, in English and Zulu, as `i18n/en` and `i18n/zu` would hold them. */
export const petMessages = {
  en: {
    resources: {
      pets: {
        name: 'Pet |||| Pets',
        add: 'Add a pet',
        added: 'Pet added',
        fields: { name: 'Name', createdAt: 'Created' },
      },
    },
  },
  zu: {
    resources: {
      pets: {
        name: 'Isilwane |||| Izilwane',
        add: 'Engeza isilwane',
        added: 'Isilwane singeziwe',
        fields: { name: 'Igama', createdAt: 'Kwenziwe' },
      },
    },
  },
};
