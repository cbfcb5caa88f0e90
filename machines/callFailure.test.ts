import { describe, expect, it } from 'vitest';

import { asCallFailure, CallError } from './callFailure';

describe('asCallFailure', () => {
  it('reads a call error as data', () => {
    expect(asCallFailure(new CallError('No', { email: 'Taken' }, 400))).toEqual({
      message: 'No',
      fieldErrors: { email: 'Taken' },
      status: 400,
    });
    expect(asCallFailure(new CallError(null))).toEqual({ message: null, fieldErrors: {} });
  });

  it.each([
    [new Error('boom'), { message: 'boom', fieldErrors: {} }],
    ['text', { message: null, fieldErrors: {} }],
    [null, { message: null, fieldErrors: {} }],
    [
      { message: 'x', fieldErrors: {} },
      { message: null, fieldErrors: {} },
    ],
  ])('reads %o as a plain failure', (error, expected) => {
    expect(asCallFailure(error)).toEqual(expected);
  });
});
