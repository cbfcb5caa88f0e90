import { describe, expect, it } from 'vitest';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { schemas } from '../schemas/registry';
import { serializableSchemas } from './serializableSchema';

const files = {
  'score.json': {
    $id: 'score.json',
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    properties: { total: { type: 'integer' } },
    required: ['total'],
  },
};

describe('serializableSchemas', () => {
  it('writes a nullable member as its schema with null among its types', () => {
    const { of } = serializableSchemas(files);
    expect(
      of({
        type: 'object',
        properties: {
          latest: { description: 'Or none.', anyOf: [{ $ref: 'score.json' }, { type: 'null' }] },
          when: { anyOf: [{ type: 'null' }, { type: 'string', format: 'date-time' }] },
        },
      }),
    ).toEqual({
      type: 'object',
      properties: {
        latest: {
          description: 'Or none.',
          type: ['object', 'null'],
          properties: { total: { type: 'integer' } },
          required: ['total'],
        },
        when: { type: ['string', 'null'], format: 'date-time' },
      },
    });
  });

  it('leaves every other anyOf as written', () => {
    const { of } = serializableSchemas(files);
    const kept = [
      { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] },
      { anyOf: [{ $ref: 'score.json' }, { type: 'array' }] },
      { anyOf: [{ enum: ['a', 'b'] }, { type: 'null' }] },
      { anyOf: [{ type: ['string', 'integer'] }, { type: 'null' }] },
    ];
    for (const schema of kept) {
      expect(of(schema)).toEqual(schema);
    }
  });

  it('serializes every nullable answer of the charges list as the schemas as written do', () => {
    const byId = Object.fromEntries(schemas.map((schema) => [schema.$id as string, schema]));
    const route = {
      schema: { $ref: 'charge-list.json' },
      method: 'GET',
      url: '/',
      httpStatus: '200',
    };
    const written = SerializerSelector()(byId, {})(route);
    const serializable = serializableSchemas(byId);
    const rewritten = SerializerSelector()(serializable.files, {})({
      ...route,
      schema: serializable.of(route.schema),
    });
    const charge = {
      id: 1,
      uuid: '5b0c3f4e-0000-4000-8000-000000000001',
      firstName: 'Ann',
      lastName: 'Lee',
      fullName: 'Ann Lee',
      nickname: null,
      email: 'ann@example.org',
      company: null,
      course: 'Course',
      sessions: 3,
      policy: null,
      latestSession: '2026-11-01T10:00:00.000Z',
      consentStatus: 'GV',
      attention: [
        {
          code: 'severe_score',
          evidence: { scale: 'phq8', score: 21, change: null, count: null, at: null },
          acknowledged: { at: '2026-11-02T08:00:00.000Z', by: 'Bea Khumalo' },
        },
        {
          code: 'disengaged',
          evidence: { scale: null, score: null, change: null, count: null, at: null },
          acknowledged: null,
        },
      ],
      latestPhq8: { total: 21, band: 'severe', postedAt: '2026-11-01T09:00:00.000Z' },
    };
    const page = {
      count: 2,
      items: [charge, { ...charge, id: 2, attention: null, latestPhq8: null }],
    };
    expect(rewritten(page)).toBe(written(page));
    expect(JSON.parse(rewritten(page))).toEqual(page);
  });
});
