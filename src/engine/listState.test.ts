import { describe, expect, it } from 'vitest';

import { initialListState, listReducer, type ListAction, type ListState } from './listState';

const start = initialListState({ field: 'lastLogin', order: 'desc' }, 10);
const run = (actions: ListAction[], state: ListState = start) => actions.reduce(listReducer, state);

describe('listReducer', () => {
  it('shows a typed search at once but queries it only when applied', () => {
    const typed = run([{ type: 'search', text: 'ann' }]);
    expect(typed.search).toBe('ann');
    expect(typed.applied.search).toBe('');
    expect(run([{ type: 'applyQuery' }], typed).applied.search).toBe('ann');
  });

  it('cycles the header sort and applies search and sort together, back on page 1', () => {
    const state = run([
      { type: 'goto', page: 4 },
      { type: 'sort', field: 'lastLogin' },
      { type: 'search', text: 'z' },
    ]);
    expect(state.sort).toEqual({ field: 'lastLogin', order: 'asc' });
    expect(state.applied.page).toBe(4);
    const applied = run([{ type: 'applyQuery' }], state);
    expect(applied.applied).toMatchObject({
      search: 'z',
      sort: { field: 'lastLogin', order: 'asc' },
      page: 1,
    });
    expect(applied.page).toBe(1);
  });

  it('keeps the page when an apply finds nothing new', () => {
    const state = run([{ type: 'goto', page: 3 }, { type: 'applyQuery' }]);
    expect(state.applied.page).toBe(3);
  });

  it('steps pages at once in the pager but applies the last step only', () => {
    const stepped = run([
      { type: 'step', page: 2 },
      { type: 'step', page: 3 },
    ]);
    expect(stepped.page).toBe(3);
    expect(stepped.applied.page).toBe(1);
    expect(run([{ type: 'applyPage' }], stepped).applied.page).toBe(3);
  });

  it('applies page size and filters at once, from page 1', () => {
    const state = run([
      { type: 'goto', page: 5 },
      { type: 'perPage', perPage: 50 },
    ]);
    expect(state.applied).toMatchObject({ page: 1, perPage: 50 });
    const filtered = run([
      { type: 'goto', page: 2 },
      { type: 'filters', filters: { company: '3' } },
    ]);
    expect(filtered.applied).toMatchObject({ page: 1, filters: { company: '3' } });
  });
});
