import { describe, expect, it } from 'vitest';
import { deleteConflictOf } from './deleteConflict';
import { inLanguage } from './translate';

const referenced = (table: string) => ({
  code: '23503',
  detail: `Key (id)=(5) is still referenced from table "${table}".`,
});

describe('deleteConflictOf', () => {
  it('names the records of the referring table, in the reader language', () => {
    const english = deleteConflictOf(referenced('case_manager_companies'));
    expect(english?.statusCode).toBe(409);
    expect(english?.message).toBe(
      'This record is still used by case managers, so it cannot be deleted.',
    );
    expect(inLanguage('zu', () => deleteConflictOf(referenced('charges'))?.message)).toBe(
      'Leli rekhodi lisasetshenziswa ngabasebenzisi abaphethwe, ngakho alikwazi ukususwa.',
    );
  });

  it('says only that the record is in use for a table without a label', () => {
    expect(deleteConflictOf(referenced('pets'))?.message).toBe(
      'This record is still in use, so it cannot be deleted.',
    );
    expect(deleteConflictOf({ code: '23503' })?.statusCode).toBe(409);
  });

  it('leaves any other error alone', () => {
    expect(deleteConflictOf({ code: '23505', detail: 'Key (name)=(x) already exists.' })).toBe(
      undefined,
    );
    expect(deleteConflictOf(new Error('boom'))).toBe(undefined);
  });
});
