import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { fieldErrorsFromAjv } from './fieldErrors';

const ajv = new Ajv2020({ allErrors: true });
addFormats(ajv);
const validate = ajv.compile({
  type: 'object',
  additionalProperties: false,
  required: ['email', 'title', 'user'],
  properties: {
    email: { type: 'string', format: 'email' },
    title: { type: 'string', minLength: 4, maxLength: 8 },
    score: { type: 'integer', minimum: 0, maximum: 3 },
    user: {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' } },
    },
  },
});

function errorsFor(value: unknown) {
  expect(validate(value)).toBe(false);
  return fieldErrorsFromAjv(validate.errors ?? []);
}

describe('fieldErrorsFromAjv', () => {
  it('names missing fields, nested with dots', () => {
    expect(errorsFor({ user: {} })).toEqual({
      email: { key: 'portal.validation.required' },
      title: { key: 'portal.validation.required' },
      'user.name': { key: 'portal.validation.required' },
    });
  });

  it.each([
    [{ title: 'abc' }, 'title', { key: 'portal.validation.min', values: { n: 4 } }],
    [{ title: 'abcdefghi' }, 'title', { key: 'portal.validation.max', values: { n: 8 } }],
    [{ score: 4 }, 'score', { key: 'portal.validation.max', values: { n: 3 } }],
    [{ score: -1 }, 'score', { key: 'portal.validation.min', values: { n: 0 } }],
    [{ email: 'nope' }, 'email', { key: 'portal.validation.email' }],
    [{ extra: 1 }, 'extra', { key: 'portal.validation.unknown_field' }],
  ])('maps %j on %s', (patch, field, message) => {
    const errors = errorsFor({ email: 'a@b.co', title: 'good', user: { name: 'x' }, ...patch });
    expect(errors[field]).toEqual(message);
  });

  it('keeps only the first error of a field', () => {
    const errors = errorsFor({ email: 'a@b.co', title: 5, user: { name: 'x' } });
    expect(Object.keys(errors)).toEqual(['title']);
  });
});
