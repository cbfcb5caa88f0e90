import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { ApiProvider } from '../../app/ApiContext';
import type { RequestOptions } from '../../http/httpClient';
import { fakeApi } from '../../test/fakeApi';
import { renderWithAdmin } from '../../test/renderWithAdmin';
import { InviteSignupPage } from './InviteSignupPage';

const UUID = '2f1c8a8e-6a53-4d2b-9b0b-0d3c2a1e9f10';
const invitedBy = { firstName: 'Sipho', lastName: 'Dlamini', email: 'manager@example.org' };

type Handler = (url: string, options: RequestOptions) => unknown;

const answers: Handler = (url) => {
  if (url.startsWith('case-managers/invitation/')) {
    return {
      uuid: UUID,
      email: 'thandi@example.org',
      designation: 'OT',
      invitedBy,
      chargeRequest: { email: null, firstName: 'Lerato', lastName: 'Nkosi' },
    };
  }
  if (url.startsWith('charges/invitations/') && !url.endsWith('decline/')) {
    return {
      uuid: UUID,
      email: 'thandi@example.org',
      designation: 'Case manager',
      invitedBy,
      charge: { email: 'nomvula@example.org', name: 'Nomvula Zungu' },
    };
  }
  return { access: 'A', refresh: 'R', message: 'ok' };
};

function setup(url: string, handler: Handler = answers, signedIn = false) {
  const { api, httpClient, session, tokens } = fakeApi(handler);
  if (signedIn) {
    tokens.store({ access: 'A0', refresh: 'R0' }, false);
  }
  const result = renderWithAdmin(
    <ApiProvider value={api}>
      <InviteSignupPage />
    </ApiProvider>,
    { url, path: '/invite-signup/:uuid' },
  );
  return { ...result, httpClient, session };
}

async function fillForm(code = 'ab12cd34ef') {
  await userEvent.type(screen.getByLabelText('First name'), 'Thandi');
  await userEvent.type(screen.getByLabelText('Last name'), 'Mokoena');
  await userEvent.type(screen.getByLabelText('One-time code'), code);
  await userEvent.type(screen.getByLabelText('Password'), 'a-long-password');
  await userEvent.type(screen.getByLabelText('Confirm password'), 'a-long-password');
  await userEvent.click(screen.getByRole('checkbox', { name: /I accept the/ }));
}

describe('InviteSignupPage', () => {
  it('shows who invited, the client and the role, without decline for a case-manager invitation', async () => {
    setup(`/invite-signup/${UUID}/`);
    expect(await screen.findByText('Lerato Nkosi')).toBeInTheDocument();
    expect(screen.getByText(/Sipho Dlamini/)).toBeInTheDocument();
    expect(screen.getByText('OT')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it('signs up, stores the session and goes to the profile', async () => {
    const { httpClient, session, location } = setup(`/invite-signup/${UUID}/`);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.getByLabelText('Email')).toHaveValue('thandi@example.org');
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sign me up' }));
    await waitFor(() => expect(location()).toBe('/profile?update=true&signup=true'));
    expect(httpClient).toHaveBeenCalledWith('auth/invite-signup/', {
      method: 'POST',
      auth: false,
      body: {
        invite_uuid: UUID,
        invite_code: 'AB12CD34EF',
        email: 'thandi@example.org',
        first_name: 'Thandi',
        last_name: 'Mokoena',
        password: 'a-long-password',
        is_client: false,
      },
    });
    expect(session.getItem('access')).toBe('A');
  });

  it('requires the terms and shows the server code error on the code', async () => {
    setup(`/invite-signup/${UUID}/`, (url, options) => {
      if (url === 'auth/invite-signup/') {
        throw new HttpError('Not valid', 400, { invite_code: ['The code is invalid.'] });
      }
      return answers(url, options);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(6);
    await fillForm('wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Sign me up' }));
    expect(await screen.findByText('The code is invalid.')).toBeInTheDocument();
    expect(screen.getByLabelText('One-time code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('declines a client invitation with its code', async () => {
    const { httpClient } = setup(`/invite-signup/${UUID}/?client=true`);
    expect(await screen.findByText('Nomvula Zungu')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Invitation code'), 'democode42');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    // One click is not enough: a confirmation asks first, and keeping changes nothing.
    let dialog = await screen.findByRole('dialog', { name: 'Decline this invitation?' });
    const keep = within(dialog).getByRole('button', { name: 'Keep invitation' });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(httpClient).not.toHaveBeenCalledWith(
      `charges/invitations/${UUID}/decline/`,
      expect.anything(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    dialog = await screen.findByRole('dialog', { name: 'Decline this invitation?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline invitation' }));
    expect(await screen.findByRole('heading', { name: 'Invitation declined' })).toBeInTheDocument();
    expect(httpClient).toHaveBeenCalledWith(`charges/invitations/${UUID}/decline/`, {
      method: 'POST',
      body: { invite_uuid: UUID, invite_code: 'DEMOCODE42' },
      auth: false,
    });
  });

  it('says when an invitation is gone, without retry', async () => {
    setup(`/invite-signup/${UUID}/`, () => {
      throw new HttpError('This invitation has already been used, declined or has expired.', 410);
    });
    expect(
      await screen.findByText('This invitation has already been used, declined or has expired.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    // Not a dead end: the login and the home page.
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  });

  it('keeps every field typed across Previous and Accept', async () => {
    setup(`/invite-signup/${UUID}/`);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.getByLabelText('First name')).toHaveValue('Thandi');
    expect(screen.getByLabelText('Last name')).toHaveValue('Mokoena');
    expect(screen.getByLabelText('One-time code')).toHaveValue('AB12CD34EF');
    expect(screen.getByLabelText('Password')).toHaveValue('a-long-password');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('a-long-password');
    expect(screen.getByRole('checkbox', { name: /I accept the/ })).toBeChecked();
  });

  it('offers retry when the server could not be reached', async () => {
    let calls = 0;
    setup(`/invite-signup/${UUID}/`, (url, options) => {
      calls += 1;
      if (calls === 1) {
        throw new HttpError('portal.errors.network', 0);
      }
      return answers(url, options);
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Lerato Nkosi')).toBeInTheDocument();
  });

  it('offers someone with an account to log in and come back to this invitation', async () => {
    setup(`/invite-signup/${UUID}/?client=true`);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to accept' })).toHaveAttribute(
      'href',
      `/login?to=${encodeURIComponent(`/invite-signup/${UUID}/?client=true`)}`,
    );
  });

  it('lets an account already signed in accept with the code alone', async () => {
    const { httpClient, location } = setup(`/invite-signup/${UUID}/?client=true`, answers, true);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('button', { name: 'Sign me up' })).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.getByLabelText('Email')).toHaveValue('thandi@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('One-time code'), 'ab12cd34ef');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    await waitFor(() => expect(location()).toBe('/users'));
    expect(httpClient).toHaveBeenCalledWith('auth/invite-accept/', {
      method: 'POST',
      body: { invite_uuid: UUID, invite_code: 'AB12CD34EF', is_client: true },
    });
  });

  it('shows why the server refused the signed-in account', async () => {
    const refusal = 'This invitation was sent to another e-mail address.';
    setup(
      `/invite-signup/${UUID}/`,
      (url, options) => {
        if (url === 'auth/invite-accept/') {
          throw new HttpError(refusal, 403);
        }
        return answers(url, options);
      },
      true,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    await userEvent.type(screen.getByLabelText('One-time code'), 'ab12cd34ef');
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});
