import { Autocomplete, TextField } from '@mui/material';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderWithAdmin } from '../test/renderWithAdmin';
import { MuiTexts } from './MuiTexts';

const Choice = () => (
  <MuiTexts>
    <Autocomplete
      options={['a', 'b']}
      value="a"
      renderInput={(params) => <TextField {...params} label="Choice" />}
    />
  </MuiTexts>
);

describe('MuiTexts', () => {
  it.each([
    ['en', 'Open', 'Close'],
    ['zu', 'Vula', 'Vala'],
  ] as const)('names the autocomplete’s buttons in %s', async (locale, open, close) => {
    renderWithAdmin(<Choice />, { locale });
    await userEvent.click(screen.getByRole('button', { name: open }));
    expect(await screen.findByRole('button', { name: close })).toBeInTheDocument();
  });
});
