import { describe, expect, it } from 'vitest';
import { flattenSchema } from './schemaRefs';

const item = {
  $id: 'thing.json',
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string', maxLength: 10 } },
  required: ['id', 'name'],
  additionalProperties: false,
};

describe('flattenSchema', () => {
  it('replaces a reference to another file’s property by that property', () => {
    const update = {
      $id: 'thing-update.json',
      type: 'object',
      properties: { name: { $ref: 'thing.json#/properties/name' }, email: { $ref: 'email.json' } },
    };
    expect(flattenSchema(update, [item]).properties).toEqual({
      name: { type: 'string', maxLength: 10 },
      email: { $ref: 'email.json' },
    });
  });

  it('merges an allOf of the item and the detail’s own fields into one closed object', () => {
    const detail = {
      $id: 'thing-detail.json',
      title: 'ThingDetail',
      allOf: [
        { $ref: 'thing.json' },
        { type: 'object', properties: { notes: { type: 'string' } }, required: ['notes'] },
      ],
      unevaluatedProperties: false,
    };
    expect(flattenSchema(detail, [item])).toEqual({
      $id: 'thing-detail.json',
      title: 'ThingDetail',
      type: 'object',
      properties: { ...item.properties, notes: { type: 'string' } },
      required: ['id', 'name', 'notes'],
      additionalProperties: false,
    });
  });

  it('refuses members that declare one field differently, and a reference with siblings', () => {
    const clash = {
      $id: 'clash.json',
      allOf: [{ $ref: 'thing.json' }, { properties: { name: { type: 'integer' } } }],
    };
    expect(() => flattenSchema(clash, [item])).toThrow('declare name differently');
    const sibling = {
      $id: 'sibling.json',
      properties: { name: { $ref: 'thing.json#/properties/name', maxLength: 3 } },
    };
    expect(() => flattenSchema(sibling, [item])).toThrow('must stand alone');
  });

  it('names a missing file or property, and a loop', () => {
    const missing = { $id: 'm.json', properties: { a: { $ref: 'thing.json#/properties/nope' } } };
    expect(() => flattenSchema(missing, [item])).toThrow('is not a property');
    const loop = { $id: 'loop.json', properties: { a: { $ref: 'loop.json#/properties/a' } } };
    expect(() => flattenSchema(loop, [loop])).toThrow('loop');
  });
});
