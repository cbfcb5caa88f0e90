import { describe, expect, it } from 'vitest';

import { alwaysHeld, inputOf, isNullable, resolveFormFields } from './schemaFields';

const schema = {
  $id: 'thing-create.json',
  type: 'object',
  required: ['name', 'kind'],
  allOf: [{ properties: { born: { type: 'string', format: 'date' } } }],
  properties: {
    name: { type: 'string', maxLength: 50 },
    kind: { type: 'string', enum: ['cat', 'dog'] },
    notes: { type: ['string', 'null'], maxLength: 2000 },
    indoor: { type: 'boolean' },
    weight: { type: ['number', 'null'] },
    contact: { type: 'string', format: 'email' },
    seen: { $ref: 'date-time.json' },
    owner: { type: 'object', required: ['email'], properties: { email: { $ref: 'email.json' } } },
  },
};

describe('a form drawn from its payload schema', () => {
  it('picks the input each property asks for', () => {
    const fields = resolveFormFields(
      'things',
      {
        schema: 'thing-create.json',
        title: 't',
        success: 's',
        fields: [
          'name',
          'kind',
          'notes',
          'indoor',
          'weight',
          'contact',
          'seen',
          'born',
          'owner.email',
        ].map((source) => ({ source })),
      },
      schema,
    );
    expect(fields.map((f) => [f.source, f.input, f.required])).toEqual([
      ['name', 'text', true],
      ['kind', 'select', true],
      ['notes', 'multiline', false],
      ['indoor', 'boolean', false],
      ['weight', 'number', false],
      ['contact', 'email', false],
      ['seen', 'datetime', false],
      ['born', 'date', false],
      ['owner.email', 'email', true],
    ]);
    expect(fields[1]).toMatchObject({
      options: ['cat', 'dog'],
      label: 'resources.things.fields.kind',
    });
  });

  it('keeps what the definition says over the schema', () => {
    const [field] = resolveFormFields(
      'things',
      {
        schema: 'thing-create.json',
        title: 't',
        success: 's',
        fields: [{ source: 'name', input: 'password', label: 'x.y', required: false }],
      },
      schema,
    );
    expect(field).toMatchObject({ input: 'password', label: 'x.y', required: false });
  });

  it('reads an unknown property as text', () => {
    expect(inputOf(undefined)).toBe('text');
    expect(inputOf({ $ref: 'uuid.json' })).toBe('text');
  });

  it('asks on an edit form for the fields a record always holds, as the create does', () => {
    // An update schema requires nothing: a PATCH sends only what changed.
    const update = { type: 'object', properties: schema.properties };
    const fields = resolveFormFields(
      'things',
      {
        schema: 'thing-update.json',
        title: 't',
        success: 's',
        fields: ['name', 'kind', 'notes', 'indoor', 'owner.email'].map((source) => ({ source })),
      },
      update,
      schema,
    );
    expect(fields.map((f) => [f.source, f.required])).toEqual([
      ['name', true],
      ['kind', true],
      ['notes', false],
      ['indoor', false],
      ['owner.email', true],
    ]);
  });
});

describe('what a record always holds', () => {
  const record = {
    type: 'object',
    required: ['name', 'nickname', 'kind', 'owner'],
    properties: {
      name: { type: 'string' },
      nickname: { type: ['string', 'null'] },
      kind: { enum: ['cat', 'dog', null] },
      owner: { anyOf: [{ $ref: 'owner.json' }, { type: 'null' }] },
      weight: { type: 'number' },
    },
  };

  it('is a required field that may not be null', () => {
    expect(
      ['name', 'nickname', 'kind', 'owner', 'weight'].map((f) => alwaysHeld(record, f)),
    ).toEqual([true, false, false, false, false]);
    expect(isNullable(undefined)).toBe(false);
  });
});
