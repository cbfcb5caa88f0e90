import { describe, expect, it } from 'vitest';

import { collapseList } from './collapseList';

describe('collapseList', () => {
  it.each([
    [[], [], 0],
    [['a'], ['a'], 0],
    [['a', 'b'], ['a', 'b'], 0],
    [['a', 'b', 'c'], ['a', 'b'], 1],
    [['a', 'b', 'c', 'd', 'e'], ['a', 'b'], 3],
  ])('%j shows %j and +%i', (items, shown, more) => {
    expect(collapseList(items)).toMatchObject({ shown, more });
  });
});
