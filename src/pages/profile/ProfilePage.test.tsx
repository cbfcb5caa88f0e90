import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiProvider } from '../../app/ApiContext';
import type { RequestOptions } from '../../http/httpClient';
import { fakeApi } from '../../test/fakeApi';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import type { Profile } from '../../../core/generated/profile';
import { DEFAULT_DELIVERY } from '../../../core/notificationDelivery';
import { ProfilePage } from './ProfilePage';

const profile: Profile = {
  id: 3,
  username: 'noname',
  email: 'noname@example.org',
  firstName: null,
  lastName: null,
  dateJoined: new Date(2022, 3, 27, 9).toISOString(),
  role: 'MG',
  roleDisplay: 'Case manager',
  isAdmin: false,
  isStaff: false,
  resetPassword: false,
  profileId: 9,
  secondFactorSince: null,
  secondFactorRequired: false,
  timeZone: 'Africa/Johannesburg',
};

function setup(url: string, patch?: (body: unknown) => unknown) {
  const { api, httpClient } = fakeApi((path: string, options: RequestOptions) => {
    if (options.method === 'PATCH') {
      return patch ? patch(options.body) : { ...profile, ...(options.body as object) };
    }
    return path === 'users/profile/notification-preferences/' ? DEFAULT_DELIVERY : profile;
  });
  const result = renderWithAdmin(
    <ApiProvider value={api}>
      <ProfilePage />
    </ApiProvider>,
    { url, path: '/profile' },
  );
  return { ...result, httpClient };
}

describe('ProfilePage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the profile with the date joined as month day, year and the translated role', async () => {
    setup('/profile');
    expect(await screen.findByText('noname@example.org')).toBeInTheDocument();
    expect(screen.getByText('Apr 27, 2022')).toBeInTheDocument();
    expect(screen.getByText('Case manager')).toBeInTheDocument();
    expect(screen.getAllByText('Not set')).toHaveLength(2);
  });

  it('shows a date joined minutes ago as relative, in English and Zulu', async () => {
    const recent = { ...profile, dateJoined: new Date(Date.now() - 5 * 60_000).toISOString() };
    const { api } = fakeApi(() => recent);
    const view = renderWithAdmin(
      <ApiProvider value={api}>
        <ProfilePage />
      </ApiProvider>,
      { url: '/profile', path: '/profile' },
    );
    expect(await screen.findByText('5 minutes ago')).toBeInTheDocument();
    expect(screen.queryByText(/^\d{4}\/\d{2}\/\d{2}$/)).toBeNull();
    view.unmount();
    renderWithAdmin(
      <ApiProvider value={api}>
        <ProfilePage />
      </ApiProvider>,
      { url: '/profile', path: '/profile', locale: 'zu' },
    );
    expect(await screen.findByText('5 amaminithi edlule')).toBeInTheDocument();
  });

  it("opens the Settings tab for tab=settings (the side menu's Settings entry)", async () => {
    setup('/profile?tab=settings');
    expect(await screen.findByRole('tab', { name: 'Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.queryByText('noname@example.org')).toBeNull();
  });

  it('shows the signup banner', async () => {
    setup('/profile?signup=true');
    expect(
      await screen.findByText(
        'You have successfully been logged in. You can complete your profile setup.',
      ),
    ).toBeInTheDocument();
  });

  it('opens the update dialog 200 ms after update=true, and closing returns to the plain profile', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { location } = setup('/profile?update=true&signup=true');
    await screen.findByText('noname@example.org');
    await act(() => vi.advanceTimersByTimeAsync(150));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    const dialog = await screen.findByRole('dialog', { name: 'Update profile' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // The dialog closes; the signup message stays until it is dismissed.
    await waitFor(() => expect(location()).toBe('/profile?signup=true'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const banner = screen.getByText(
      'You have successfully been logged in. You can complete your profile setup.',
    );
    expect(banner).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(
      screen.queryByText(
        'You have successfully been logged in. You can complete your profile setup.',
      ),
    ).toBeNull();
  });

  it('requires username and a valid e-mail, and sends blank names as null', async () => {
    const { httpClient } = setup('/profile?update=true');
    const dialog = await screen.findByRole('dialog', { name: 'Update profile' });
    const email = within(dialog).getByLabelText('Email');
    await userEvent.clear(within(dialog).getByLabelText('Username'));
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The username, and the current password a new address asks for.
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).getByText('Email is invalid')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Username'), 'zanele');
    await userEvent.clear(email);
    await userEvent.type(email, 'zanele@example.org');
    await userEvent.type(within(dialog).getByLabelText('First name'), '   ');
    // A new address asks for the current password before anything is sent.
    expect(httpClient).not.toHaveBeenCalledWith(
      'users/profile/',
      expect.objectContaining({ method: 'PATCH' }),
    );
    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'my-password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(httpClient).toHaveBeenCalledWith('users/profile/', {
        method: 'PATCH',
        body: {
          username: 'zanele',
          email: 'zanele@example.org',
          first_name: null,
          last_name: null,
          currentPassword: 'my-password',
        },
      }),
    );
  });

  it("puts the server's field errors on their fields", async () => {
    setup('/profile?update=true', () => {
      throw new HttpError('The data sent is not valid.', 400, {
        username: ['A user with that username already exists.'],
      });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Update profile' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A user with that username already exists.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });

  describe('the second factor', () => {
    // 23:30 UTC is already the next day on the portal's calendar (Johannesburg, UTC+2).
    const on = { ...profile, secondFactorSince: '2026-03-01T23:30:00Z' };

    /** A server whose factor is on until the right password turns it off. */
    function serverWithFactor(start: Profile, password = 'my-password') {
      let current = start;
      return fakeApi((path: string, options: RequestOptions) => {
        if (path === 'users/mfa/disable/' || path === 'users/mfa/setup/') {
          if ((options.body as { password: string }).password !== password) {
            throw new HttpError('The data sent is not valid.', 400, {
              password: ['Your current password is not right.'],
            });
          }
          if (path === 'users/mfa/setup/') {
            return {
              secret: 'JBSWY3DPEHPK3PXP',
              otpauth_uri: 'otpauth://totp/x',
              qr_svg: '<svg/>',
            };
          }
          current = { ...current, secondFactorSince: null };
          return { message: 'The second factor is off.' };
        }
        return current;
      });
    }

    function show(api: ReturnType<typeof fakeApi>['api'], locale?: 'en' | 'zu') {
      return renderWithAdmin(
        <ApiProvider value={api}>
          <ProfilePage />
        </ApiProvider>,
        { url: '/profile', path: '/profile', locale },
      );
    }

    it("says it is on since its day on the portal's calendar, in English and Zulu", async () => {
      const { api } = serverWithFactor(on);
      const view = show(api);
      expect(await screen.findByText('On since Mar 2, 2026')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Turn off the second factor' })).toHaveTextContent(
        'Turn off',
      );
      expect(screen.queryByRole('button', { name: 'Set up a second factor' })).toBeNull();
      view.unmount();
      show(api, 'zu');
      expect(await screen.findByText(/^Sivuliwe kusukela ngo-.* 2, 2026$/)).toBeInTheDocument();
      expect(
        screen.getByRole('button', { name: 'Cisha isinyathelo sesibili' }),
      ).toBeInTheDocument();
    });

    it('says it is off, with Set up asking for the password before the new secret', async () => {
      const { api, httpClient } = serverWithFactor(profile);
      show(api);
      expect(await screen.findByText('Off')).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Set up a second factor' }));
      const dialog = await screen.findByRole('dialog', {
        name: 'Second factor (authenticator app)',
      });
      expect(httpClient).not.toHaveBeenCalledWith('users/mfa/setup/', expect.anything());
      const password = within(dialog).getByLabelText(/Current password/);
      await userEvent.type(password, 'not-it');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(
        await within(dialog).findByText('Your current password is not right.'),
      ).toBeInTheDocument();
      expect(within(dialog).queryByTestId('mfa-secret')).toBeNull();
      await userEvent.clear(password);
      await userEvent.type(password, 'my-password');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
      expect(await within(dialog).findByTestId('mfa-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
      expect(httpClient).toHaveBeenCalledWith('users/mfa/setup/', {
        method: 'POST',
        body: { password: 'my-password' },
      });
    });

    it("turns it off with the current password; a wrong one shows the API's message", async () => {
      const { api, httpClient } = serverWithFactor(on);
      show(api);
      await userEvent.click(
        await screen.findByRole('button', { name: 'Turn off the second factor' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Turn off the second factor' });
      const password = within(dialog).getByLabelText(/Current password/);
      await userEvent.type(password, 'not-it');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
      expect(
        await within(dialog).findByText('Your current password is not right.'),
      ).toBeInTheDocument();
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByText('On since Mar 2, 2026')).toBeInTheDocument();

      await userEvent.clear(password);
      await userEvent.type(password, 'my-password');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
      expect(httpClient).toHaveBeenCalledWith('users/mfa/disable/', {
        method: 'POST',
        body: { password: 'my-password' },
      });
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await screen.findByText('Off')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Set up a second factor' })).toBeInTheDocument();
    });

    it('offers no Turn off when the role must use a second factor', async () => {
      const { api } = serverWithFactor({ ...on, secondFactorRequired: true });
      show(api);
      expect(await screen.findByText('On since Mar 2, 2026')).toBeInTheDocument();
      expect(screen.getByText('Your role must use a second factor.')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Turn off/ })).toBeNull();
    });
  });

  it('switches to the settings tab', async () => {
    const { location } = setup('/profile');
    await userEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    await waitFor(() => expect(location()).toBe('/profile?tab=settings'));
    expect(screen.getByRole('combobox', { name: 'Default table page size' })).toBeInTheDocument();
  });
});
