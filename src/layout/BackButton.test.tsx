import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { renderWithAdmin } from '../test/renderWithAdmin';
import { BackButton } from './BackButton';

describe('BackButton', () => {
  it('goes to the given route', async () => {
    const { location } = renderWithAdmin(<BackButton to="/users?tab=1" />, {
      url: '/profile',
      path: '/profile',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(location()).toBe('/users?tab=1');
  });

  it('goes one step back in history without a route', async () => {
    const { location } = renderWithAdmin(
      <>
        <Link to="/next">Next</Link>
        <BackButton label="portal.shell.not_found.go_back" />
      </>,
      { url: '/start' },
    );
    // Step forward first so there is a step to go back to.
    await userEvent.click(screen.getByRole('link', { name: 'Next' }));
    expect(location()).toBe('/next');
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(location()).toBe('/start');
  });
});
