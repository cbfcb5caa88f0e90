import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { renderWithAdmin } from '../test/renderWithAdmin';
import { DeleteRecordButton } from './DeleteRecordButton';

const record = { id: 4, code: 'AB-12' };

function renderButton(label: string | undefined, locale: 'en' | 'zu' = 'en') {
  const deleted = vi.fn(() => Promise.resolve({ data: record }));
  const dataProvider = { delete: deleted } as unknown as DataProvider;
  renderWithAdmin(
    <DeleteRecordButton
      resource="access-codes"
      record={record}
      title="AB-12"
      definition={{ success: 'portal.access_codes.revoke.done', label }}
    />,
    { dataProvider, locale, url: '/access-codes/4', path: '/access-codes/:id' },
  );
  return deleted;
}

describe('the delete of a generated detail page', () => {
  it('is named by the definition’s label, on its button and in its confirmation', async () => {
    const deleted = renderButton('portal.access_codes.revoke.action');
    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke “AB-12”?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    // Enter on the focused button keeps the record.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    const again = await screen.findByRole('dialog', { name: 'Revoke “AB-12”?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(deleted).toHaveBeenCalledWith('access-codes', expect.objectContaining({ id: 4 })),
    );
  });

  it('reads Delete without a label, in Zulu too', async () => {
    renderButton(undefined, 'zu');
    await userEvent.click(screen.getByRole('button', { name: 'Susa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Susa “AB-12”: uqinisekile?' });
    expect(within(dialog).getByRole('button', { name: 'Susa' })).toBeInTheDocument();
  });
});
