import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { ApiProvider } from '../../app/ApiContext';
import type { RequestOptions } from '../../http/httpClient';
import { fakeApi } from '../../test/fakeApi';
import { loginEmailHint } from '../../auth/loginEmailHint';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { PasswordResetPage } from './PasswordResetPage';

function setup(newPassword: (body: unknown) => unknown = () => ({ message: 'ok' })) {
  const { api, httpClient } = fakeApi((url: string, options: RequestOptions) =>
    url === 'auth/new-password/' ? newPassword(options.body) : { message: 'sent' },
  );
  const result = renderWithAdmin(
    <ApiProvider value={api}>
      <PasswordResetPage />
    </ApiProvider>,
    { url: '/password-reset', path: '/password-reset' },
  );
  return { ...result, httpClient };
}

async function toStepTwo() {
  await userEvent.type(screen.getByLabelText('Email'), 'ann@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Send reset token' }));
  return screen.findByLabelText('Reset token');
}

describe('PasswordResetPage', () => {
  it('requires a valid e-mail on step 1', async () => {
    const { httpClient } = setup();
    await userEvent.type(screen.getByLabelText('Email'), 'ann@');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset token' }));
    expect(await screen.findByText('Email is invalid')).toBeInTheDocument();
    expect(httpClient).not.toHaveBeenCalled();
  });

  it('sends the e-mail, then shows step 2 with the resend countdown', async () => {
    const { httpClient } = setup();
    await toStepTwo();
    expect(httpClient).toHaveBeenCalledWith('auth/forgot-password/', {
      method: 'POST',
      body: { email: 'ann@example.org' },
      auth: false,
    });
    expect(screen.getByText(/We sent a reset token to ann@example.org/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend token in 01:00' })).toBeDisabled();
  });

  it('upper-cases the token and goes to login with the success banner', async () => {
    const { httpClient, location } = setup();
    const token = await toStepTwo();
    await userEvent.type(token, 'ab12cd');
    expect(token).toHaveValue('AB12CD');
    await userEvent.type(screen.getByLabelText('New password'), 'a-long-password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(location()).toBe('/login?resetSuccess=true'));
    // The login form opens with the e-mail of the reset.
    expect(loginEmailHint()).toBe('ann@example.org');
    expect(httpClient).toHaveBeenCalledWith('auth/new-password/', {
      method: 'POST',
      body: { token: 'AB12CD', password: 'a-long-password' },
      auth: false,
    });
  });

  it("shows the server's token error on the token field", async () => {
    setup(() => {
      throw new HttpError('The data sent is not valid.', 400, {
        token: ['The token is invalid or has expired.'],
      });
    });
    const token = await toStepTwo();
    await userEvent.type(token, 'WRONG');
    await userEvent.type(screen.getByLabelText('New password'), 'a-long-password');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'a-long-password');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('The token is invalid or has expired.')).toBeInTheDocument();
    expect(token).toHaveAttribute('aria-invalid', 'true');
  });

  it('goes back to step 1 on change email, keeping the address', async () => {
    setup();
    await toStepTwo();
    await userEvent.click(screen.getByRole('button', { name: 'Change email' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('ann@example.org');
  });
});
