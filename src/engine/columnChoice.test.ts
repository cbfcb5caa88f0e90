import { describe, expect, it } from 'vitest';

import { chosenColumns, columnStoreKey } from './columnChoice';

const columns = ['name', 'flags', 'score', 'email', 'company'].map((field) => ({ field }));
const fields = (list: { field: string }[]) => list.map((column) => column.field);

describe('chosenColumns', () => {
  it('leaves out the hidden fields and keeps the declared order', () => {
    expect(fields(chosenColumns(columns, ['email', 'company'], undefined))).toEqual([
      'name',
      'flags',
      'score',
    ]);
  });

  it("follows react-admin's ranks: a dragged column moves, the others keep their place", () => {
    // The chooser's drag of "company" (index 4) to the front.
    expect(fields(chosenColumns(columns, [], [4, 0, 1, 2, 3]))).toEqual([
      'company',
      'name',
      'flags',
      'score',
      'email',
    ]);
    expect(fields(chosenColumns(columns, ['name'], [1, 0]))).toEqual([
      'flags',
      'score',
      'email',
      'company',
    ]);
  });
});

describe('columnStoreKey', () => {
  it('is one per user and resource', () => {
    expect(columnStoreKey('charges', 7)).toBe('users.7.charges.datatable');
    expect(columnStoreKey('charges', 7)).not.toBe(columnStoreKey('charges', 8));
  });
});
