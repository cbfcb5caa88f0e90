import { describe, expect, it } from 'vitest';
import type { Executor } from '../db/executor';
import { deleteConflictOf } from './deleteConflict';

/** A database the refusal must not read: no table to count in. */
const unread = new Proxy({} as Executor, {
  get: () => {
    throw new Error('read the database');
  },
});

// The counted refusals, read from either database, are proven by tests/api/catalogues.test.ts.
describe('deleteConflictOf', () => {
  it('says only that the record is in use for a table without a label', async () => {
    const refusal = await deleteConflictOf(
      unread,
      { code: '23503', table: 'pets', constraint: 'pets_company_id_fkey' },
      5,
    );
    expect(refusal?.statusCode).toBe(409);
    expect(refusal?.message).toBe('This record is still in use, so it cannot be deleted.');
  });

  it('leaves any other error alone', async () => {
    expect(await deleteConflictOf(unread, { code: '23505', table: 'companies' }, 5)).toBe(
      undefined,
    );
    expect(await deleteConflictOf(unread, new Error('boom'), 5)).toBe(undefined);
  });
});
