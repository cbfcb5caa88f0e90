import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { SupporterList } from './SupporterList';

const rows = [
  { email: 'thandi@example.org', designation: 'OT', createdAt: '2026-11-20T08:00:00Z' },
  { email: 'sipho@example.org', designation: 'Social worker', createdAt: '2026-11-21T08:00:00Z' },
];

describe('SupporterList', () => {
  it('names a default designation in the reader language and a typed one as typed', async () => {
    renderWithAdmin(<SupporterList title="portal.charges.supporters.other_list" rows={rows} />, {
      locale: 'zu',
    });
    expect(await screen.findByText(/Umelaphi womsebenzi \(OT\)/)).toBeInTheDocument();
    expect(screen.getByText(/Social worker/)).toBeInTheDocument();
    expect(screen.queryByText(/^OT ·/)).not.toBeInTheDocument();
  });
});
