import { describe, expect, it } from 'vitest';

import { issueListDefinition } from './issueListDefinition';

const fields = (isAdmin: boolean, wide: boolean) =>
  issueListDefinition(isAdmin, wide).columns.map((column) => column.field);

describe('issueListDefinition', () => {
  it('gives administrators createdBy and assignedTo, never the text', () => {
    expect(fields(true, true)).toEqual(['title', 'status', 'createdBy', 'assignedTo', 'createdAt']);
  });

  it('gives others the text column only on wide screens', () => {
    expect(fields(false, true)).toEqual(['title', 'text', 'status', 'createdAt']);
    expect(fields(false, false)).toEqual(['title', 'status', 'createdAt']);
  });

  it('leaves the status filter to the tabs', () => {
    expect(issueListDefinition(false, true).filters).toEqual([]);
  });
});
