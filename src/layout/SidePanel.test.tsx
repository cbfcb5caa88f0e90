import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@mui/material';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithAdmin } from '../test/renderWithAdmin';
import { SidePanel } from './SidePanel';

const Demo = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <SidePanel open={open} onClose={() => setOpen(false)} title="Details">
        <p>Panel body</p>
      </SidePanel>
    </>
  );
};

describe('SidePanel', () => {
  it('opens as a titled dialog and closes', async () => {
    renderWithAdmin(<Demo />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const panel = await screen.findByRole('dialog', { name: 'Details' });
    expect(panel).toHaveTextContent('Panel body');
    await userEvent.click(screen.getByRole('button', { name: 'Close the panel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
