import { describe, expect, it } from 'vitest';

import { accessCodes } from '../../resources/accessCodes';
import { caseManagers } from '../../resources/caseManagers';
import type { FormDefinition } from '../../core/formDefinition';
import { validators } from '../../core/generated/validators';
import { changedValues, formErrors, nestErrors, serverFieldErrors, toPayload } from './formPayload';

const form = caseManagers.create as FormDefinition;

/** Runs the generated standalone validator, as the browser does (no eval under the CSP). */
async function errorsOf(values: Record<string, unknown>, definition = form) {
  const load = validators[definition.schema];
  if (!load) {
    throw new Error(`no validator for ${definition.schema}`);
  }
  const validate = await load();
  validate(toPayload(values, definition));
  return formErrors(values, definition, validate.errors ?? []);
}

const filled = {
  user: {
    first_name: 'Nandi',
    last_name: 'Zulu',
    email: 'nandi@example.org',
    username: '  ',
    password: 'A-long-enough-password',
  },
  company: 2,
  confirm_password: 'A-long-enough-password',
};

describe('toPayload', () => {
  it('nests the fields, adds the fixed role, leaves blanks and the confirmation out', () => {
    expect(toPayload(filled, form)).toEqual({
      role: 'MG',
      company: 2,
      user: {
        first_name: 'Nandi',
        last_name: 'Zulu',
        email: 'nandi@example.org',
        password: 'A-long-enough-password',
      },
    });
  });
});

describe('formErrors with the standalone validator', () => {
  it('words a required field emptied on an edit as required, not as invalid', () => {
    const values = { user: { first_name: ' ' }, company: 2 };
    const typeError = {
      keyword: 'type',
      instancePath: '/user/first_name',
      schemaPath: '#/properties/user/properties/first_name/type',
      params: { type: 'string' },
    };
    expect(formErrors(values, form, [typeError], ['user.first_name'])['user.first_name']).toEqual({
      key: 'portal.validation.required',
    });
    expect(formErrors(values, form, [typeError])['user.first_name']).toEqual({
      key: 'portal.validation.invalid',
    });
  });

  it('passes a good form', async () => {
    expect(await errorsOf(filled)).toEqual({});
  });

  it('requires every required field of an empty form, nested ones by their path', async () => {
    expect(await errorsOf({})).toEqual({
      'user.first_name': { key: 'portal.validation.required' },
      'user.last_name': { key: 'portal.validation.required' },
      'user.email': { key: 'portal.validation.required' },
      'user.password': { key: 'portal.validation.required' },
      company: { key: 'portal.validation.required' },
      confirm_password: { key: 'portal.validation.required' },
    });
  });

  it('checks the e-mail format and minimum length in the browser, one error per field', async () => {
    const errors = await errorsOf({
      ...filled,
      user: { ...filled.user, email: 'not-an-email', password: 'short' },
      confirm_password: 'short',
    });
    expect(errors).toEqual({
      'user.email': { key: 'portal.validation.email' },
      'user.password': { key: 'portal.validation.min', values: { n: 12 } },
    });
  });

  it('reports different passwords on the confirmation with the custom message', async () => {
    const errors = await errorsOf({ ...filled, confirm_password: 'Something-else-entirely' });
    expect(errors).toEqual({
      confirm_password: { key: 'portal.validation.passwords_mismatch' },
    });
  });

  it('refuses a code that is not upper-case letters, digits and dashes', async () => {
    const codeForm = accessCodes.create as FormDefinition;
    expect(await errorsOf({ code: 'AB CD' }, codeForm)).toEqual({
      code: { key: 'portal.validation.invalid' },
    });
    expect(await errorsOf({}, codeForm)).toEqual({ code: { key: 'portal.validation.required' } });
    expect(await errorsOf({ code: 'ABCD-1234', created_for: 3 }, codeForm)).toEqual({});
  });
});

describe('nestErrors and serverFieldErrors', () => {
  it('nests messages for react-hook-form', () => {
    expect(nestErrors({ 'user.email': { key: 'portal.validation.email' } })).toEqual({
      user: { email: { message: 'portal.validation.email', args: {} } },
    });
  });

  it('places server errors on the fields the form has and keeps the rest apart', () => {
    expect(
      serverFieldErrors(
        { 'user.email': ['Taken.', 'Other.'], role: ['Bad role.'], company: 'x' },
        form,
      ),
    ).toEqual({ fields: { 'user.email': 'Taken.', company: 'x' }, rest: ['Bad role.'] });
    expect(serverFieldErrors([{ code: ['x'] }], form)).toEqual({ fields: {}, rest: [] });
  });
});

describe('changedValues', () => {
  const edit: FormDefinition = {
    schema: 'pet-update.json',
    title: 't',
    success: 's',
    fields: [{ source: 'name' }, { source: 'nickname' }, { source: 'indoor' }],
  };

  it('sends only the fields that differ from the record, a blanked one as null', () => {
    const record = { id: 1, name: 'Rex', nickname: 'Rocket', indoor: false };
    expect(changedValues({ ...record, nickname: '  ', indoor: true }, edit, record)).toEqual({
      nickname: null,
      indoor: true,
    });
    expect(changedValues(record, edit, record)).toEqual({});
  });

  it('sends no change for a field the record holds blank and the form leaves blank', () => {
    const record = { id: 1, name: 'Rex', nickname: '' };
    expect(changedValues({ ...record, nickname: '' }, edit, record)).toEqual({});
    expect(changedValues({ ...record, nickname: 'Rocket' }, edit, record)).toEqual({
      nickname: 'Rocket',
    });
  });
});
