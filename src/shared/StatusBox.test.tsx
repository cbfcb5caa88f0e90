import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithAdmin } from '../test/renderWithAdmin';
import { StatusBox } from './StatusBox';

describe('StatusBox', () => {
  it('titles itself with the translated variant name by default', () => {
    renderWithAdmin(<StatusBox variant="error" message="portal.errors.default" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ErrorAn error occured. Please try again later.',
    );
  });

  it('translates the default title in isiZulu', () => {
    renderWithAdmin(<StatusBox variant="warning" message="x" />, { locale: 'zu' });
    expect(screen.getByText('Isexwayiso')).toBeInTheDocument();
  });

  it('shows a given title and a server message as they are', () => {
    renderWithAdmin(<StatusBox variant="info" title="Heads up" message="From the server." />);
    expect(screen.getByText('Heads up')).toBeInTheDocument();
    expect(screen.getByText('From the server.')).toBeInTheDocument();
  });

  it('offers retry on errors only', async () => {
    const onRetry = vi.fn();
    const { unmount } = renderWithAdmin(
      <StatusBox variant="error" message="No" onRetry={onRetry} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    unmount();
    renderWithAdmin(<StatusBox variant="success" message="Yes" onRetry={onRetry} />);
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });
});
