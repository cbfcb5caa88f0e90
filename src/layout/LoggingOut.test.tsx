import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithAdmin } from '../test/renderWithAdmin';
import { LoggingOut } from './LoggingOut';

describe('LoggingOut', () => {
  it('says so while logging out', async () => {
    renderWithAdmin(<LoggingOut open />);
    expect(await screen.findByRole('status')).toHaveTextContent('Logging you out…');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });

  it('leaves no spinner turning in the page while closed', () => {
    const { container } = renderWithAdmin(<LoggingOut open={false} />);
    expect(container.querySelector('.MuiCircularProgress-root')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
