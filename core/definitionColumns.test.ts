import { describe, expect, it } from 'vitest';

import { caseManagers } from '../resources/caseManagers';
import type { ResourceDefinition } from './resourceDefinition';
import {
  cardColumns,
  choiceKey,
  columnsOf,
  detailFieldsOf,
  filtersOf,
  rowLink,
} from './definitionColumns';

const pets: ResourceDefinition = {
  name: 'pets',
  path: 'pets/',
  schema: 'pet.json',
  audience: 'everyone',
  columns: [
    { field: 'name', type: 'text', sortable: true },
    { field: 'born', type: 'date', label: 'custom.born' },
  ],
  search: ['name'],
  filters: [{ field: 'born', kind: 'period' }],
};

describe('columnsOf', () => {
  it('resolves label keys and sortability from the declaration', () => {
    expect(columnsOf(pets)).toEqual([
      { field: 'name', type: 'text', sortable: true, label: 'resources.pets.fields.name' },
      { field: 'born', type: 'date', sortable: false, label: 'custom.born' },
    ]);
  });

  it("gives the case managers the spec's columns, in the declared order, email and last login sortable", () => {
    const columns = columnsOf(caseManagers);
    expect(columns.map((c) => c.field)).toEqual(caseManagers.columns.map((c) => c.field));
    expect(columns.map((c) => c.field)).toEqual(
      expect.arrayContaining(['email', 'fullName', 'lastLogin', 'companies', 'isActive']),
    );
    expect(columns.filter((c) => c.sortable).map((c) => c.field)).toEqual(
      expect.arrayContaining(['email', 'lastLogin']),
    );
  });
});

describe('filters, cards and details', () => {
  it('labels a filter like its column', () => {
    expect(filtersOf(pets)).toEqual([{ field: 'born', kind: 'period', label: 'custom.born' }]);
  });

  it('titles a card with the declared column, else the first', () => {
    expect(cardColumns(pets).title?.field).toBe('name');
    expect(cardColumns(caseManagers).title?.field).toBe('fullName');
    expect(cardColumns(caseManagers).rest).toHaveLength(caseManagers.columns.length - 1);
  });

  it('falls back to the columns for a detail page', () => {
    expect(detailFieldsOf(pets).map((c) => c.field)).toEqual(['name', 'born']);
    expect(detailFieldsOf(caseManagers).map((c) => c.field)).toContain('dateJoined');
  });
});

describe('rowLink', () => {
  it.each([
    ['/case-managers/:uuid', { uuid: 'a b' }, '/case-managers/a%20b'],
    ['/emails/:id', { id: 7 }, '/emails/7'],
    ['/emails/:id', { uuid: 'x' }, null],
    [undefined, { id: 7 }, null],
    [
      ['/users/:chargeUuid', '/feedback/issues/:issueUuid'],
      { issueUuid: 'i' },
      '/feedback/issues/i',
    ],
    [['/users/:chargeUuid', '/feedback/issues/:issueUuid'], { chargeUuid: 'c' }, '/users/c'],
    [['/users/:chargeUuid'], { issueUuid: 'i' }, null],
  ])('%s with %j → %s', (template, record, expected) => {
    expect(rowLink(template, record)).toBe(expected);
  });
});

describe('choiceKey', () => {
  const kinds = { field: 'kind', type: 'choice' as const, choices: { list: 'kinds.list' } };
  it('labels a value naming a resource by its name, where the column says values may', () => {
    expect(choiceKey({ ...kinds, resourceNames: true }, 'companies')).toBe(
      'resources.companies.name',
    );
    expect(choiceKey({ ...kinds, resourceNames: true }, 'list')).toBe('kinds.list');
    expect(choiceKey(kinds, 'companies')).toBeUndefined();
  });
});
