import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';

import { CallError } from '../../machines/callFailure';

import { asMachineCall, errorMessageOf, fieldErrorsOf, toCallFailure } from './errorCatalogue';

describe('errorMessageOf', () => {
  it.each([
    [new HttpError('Unable to log in.', 401, {}), 'Unable to log in.'],
    [new HttpError('portal.errors.network', 0, null), 'portal.errors.network'],
    [new HttpError('', 0, null), 'portal.errors.network'],
    [new HttpError('', 500, null), 'portal.errors.default'],
    [new Error('TypeError: x is undefined'), 'portal.errors.default'],
    ['text', 'portal.errors.default'],
  ])('reads %o as %s', (error, expected) => {
    expect(errorMessageOf(error)).toBe(expected);
  });
});

describe('fieldErrorsOf', () => {
  it('takes the first message of each field', () => {
    const error = new HttpError('Not valid', 400, {
      email: ['Taken', 'Other'],
      invite_code: 'Wrong code',
      count: [3],
    });
    expect(fieldErrorsOf(error)).toEqual({ email: 'Taken', invite_code: 'Wrong code' });
  });

  it('is empty for anything else', () => {
    expect(fieldErrorsOf(new HttpError('x', 400, null))).toEqual({});
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
  });
});

describe('toCallFailure and asMachineCall', () => {
  it('keeps message, field errors and status', () => {
    const error = new HttpError('Not valid', 400, { token: ['Expired'] });
    expect(toCallFailure(error)).toEqual({
      message: 'Not valid',
      fieldErrors: { token: 'Expired' },
      status: 400,
    });
  });

  it('passes results through and rejects failures as call failures', async () => {
    await expect(asMachineCall(() => Promise.resolve(3))).resolves.toBe(3);
    const rejected = asMachineCall(() =>
      Promise.reject(new HttpError('Not valid', 400, { token: ['Expired'] })),
    );
    await expect(rejected).rejects.toBeInstanceOf(CallError);
    await expect(rejected).rejects.toMatchObject({
      message: 'Not valid',
      fieldErrors: { token: 'Expired' },
      status: 400,
    });
  });
});
