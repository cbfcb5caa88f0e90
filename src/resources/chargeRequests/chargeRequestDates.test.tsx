import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { chargeRequests } from '../../../resources/chargeRequests';
import { FieldValue } from '../../engine/FieldValue';
import { renderWithAdmin } from '../../test/renderWithAdmin';

const column = (field: string, columns = chargeRequests.columns) => {
  const found = columns.find((candidate) => candidate.field === field);
  if (!found) {
    throw new Error(`no column ${field}`);
  }
  return found;
};

describe('Consent Requests dates (spec section 9)', () => {
  it('shows the created column as month day, year, without a time', () => {
    const createdAt = new Date(2024, 10, 16, 10, 30).toISOString();
    renderWithAdmin(<FieldValue column={column('createdAt')} record={{ createdAt }} />);
    expect(screen.getByText('Nov 16, 2024')).toBeInTheDocument();
    expect(screen.queryByText(/10:30/)).toBeNull();
  });

  it('shows the details dates the same way', () => {
    const updatedAt = new Date(2024, 0, 5, 8, 15).toISOString();
    const detail = chargeRequests.detail ?? [];
    renderWithAdmin(<FieldValue column={column('updatedAt', detail)} record={{ updatedAt }} />);
    expect(screen.getByText('Jan 5, 2024')).toBeInTheDocument();
  });

  it('shows a request made within 7 days as relative', () => {
    const createdAt = new Date(Date.now() - 3 * 3_600_000).toISOString();
    renderWithAdmin(<FieldValue column={column('createdAt')} record={{ createdAt }} />);
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
  });
});
