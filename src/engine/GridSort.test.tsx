import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithAdmin } from '../test/renderWithAdmin';
import { GridSort } from './GridSort';

describe('GridSort', () => {
  it('says the attention column sorts by need, and a date column by age', async () => {
    renderWithAdmin(
      <GridSort
        columns={[
          {
            field: 'attention',
            type: 'attention',
            sortable: true,
            label: 'portal.attention.column',
          },
          { field: 'lastSession', type: 'date', sortable: true, label: 'Last session' },
        ]}
        sort={null}
        onSort={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toContain('Attention flags, greatest need first');
    expect(options).toContain('Attention flags, least need first');
    expect(options).toContain('Last session, newest or highest first');
    expect(options.filter((text) => text?.startsWith('Attention flags, newest'))).toEqual([]);
  });
});
