import { describe, expect, it } from 'vitest';
import { latestFirst, previewRows } from './preview';

describe('table previews', () => {
  const rows = [1, 2, 3, 4, 5, 6, 7];

  it('shows the first 5 rows until expanded, then all of them', () => {
    expect(previewRows(rows, false)).toEqual([1, 2, 3, 4, 5]);
    expect(previewRows(rows, true)).toEqual(rows);
    expect(previewRows([1, 2], false)).toEqual([1, 2]);
  });

  it('turns an oldest-first list around without changing it', () => {
    expect(latestFirst(rows)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(rows[0]).toBe(1);
  });
});
