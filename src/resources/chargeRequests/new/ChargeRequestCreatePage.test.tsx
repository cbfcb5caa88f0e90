import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, type AuthProvider, type DataProvider, type GetListParams } from 'react-admin';
import { describe, expect, it } from 'vitest';

import { ApiProvider } from '../../../app/ApiContext';
import type { RequestOptions } from '../../../http/httpClient';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithAdmin } from '../../../test/renderWithAdmin';
import { ChargeRequestCreatePage } from './ChargeRequestCreatePage';
import { CHARGE_REQUESTS_PATH } from './useCreateChargeRequest';

const MATES = [
  {
    uuid: '1b7a6c1e-2f4d-4a8b-9c3e-5d6f7a8b9c0d',
    name: 'Ann Mate',
    email: 'ann@example.org',
    designation: 'OT',
  },
  {
    uuid: '2b7a6c1e-2f4d-4a8b-9c3e-5d6f7a8b9c0d',
    name: 'Bob Mate',
    email: 'bob@example.org',
    designation: null,
  },
];

const created = {
  code: 'QWERTY12',
  charge_request: { fullName: 'Sipho Dlamini' },
};

/** The creator, signed in as manager@example.org. */
const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getIdentity: () => Promise.resolve({ id: 1, email: 'manager@example.org' }),
};

const setup = (
  handler: (url: string, options: RequestOptions) => unknown = () => created,
  mates: typeof MATES = MATES,
) => {
  const dataProvider = {
    getList: (resource: string, { pagination }: GetListParams) => {
      const { page, perPage } = pagination ?? { page: 1, perPage: 20 };
      return Promise.resolve(
        resource === 'company-mates'
          ? { data: mates.slice((page - 1) * perPage, page * perPage), total: mates.length }
          : { data: [{ id: 3, name: 'Acme' }], total: 1 },
      );
    },
  } as unknown as DataProvider;
  // The designation pickers read the stored list; every other call goes to `handler`.
  const { api, httpClient } = fakeApi((url, options) =>
    url === 'designations/' ? { items: ['Case manager', 'OT'], count: 2 } : handler(url, options),
  );
  const result = renderWithAdmin(
    <ApiProvider value={api}>
      <ChargeRequestCreatePage />
    </ApiProvider>,
    {
      url: '/users/charge-request/create',
      path: '/users/charge-request/create',
      dataProvider,
      authProvider,
    },
  );
  return { httpClient, location: result.location };
};

/**
 * Enters `text` as one paste: typed key by key, every key renders the whole form again. What the
 * form sends is the same.
 */
const enter = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

const fillUser = async () => {
  await enter(screen.getByRole('textbox', { name: 'First name' }), ' Sipho ');
  await enter(screen.getByRole('textbox', { name: 'Last name' }), 'Dlamini');
  await enter(screen.getByRole('textbox', { name: 'Policy number' }), '   ');
  await enter(screen.getByRole('combobox', { name: 'Your designation' }), 'Case manager');
};

const sentBody = (httpClient: ReturnType<typeof setup>['httpClient']) =>
  (httpClient.mock.calls.find(([url]) => url === CHARGE_REQUESTS_PATH)?.[1] as RequestOptions).body;

// Filling react-admin forms is slow on a loaded machine; 5 s is not always enough.
describe('ChargeRequestCreatePage', { timeout: 30_000 }, () => {
  it('requires the names and the designation, and sends nothing', async () => {
    const { httpClient } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Create request' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(httpClient).not.toHaveBeenCalledWith(CHARGE_REQUESTS_PATH, expect.anything());
  });

  it('sends one step trimmed, with consent on by default, then shows the code; Done opens Consent Requests', async () => {
    const { httpClient, location } = setup();
    expect(
      screen.getByRole('checkbox', { name: 'Request consent to view their data' }),
    ).toBeChecked();
    expect(screen.queryByText('The user')).not.toBeInTheDocument();
    await fillUser();
    await userEvent.click(screen.getByRole('button', { name: 'Create request' }));
    const dialog = await screen.findByRole('dialog', { name: 'Access code created' });
    expect(within(dialog).getByTestId('access-code')).toHaveTextContent('QWERTY12');
    expect(httpClient).toHaveBeenCalledWith('case-managers/charge-requests/', {
      method: 'POST',
      body: {
        first_name: 'Sipho',
        last_name: 'Dlamini',
        email: null,
        company: null,
        policy_number: null,
        should_request_consent: true,
        designation: 'Case manager',
        other_case_managers: [],
        invited_supporters: [],
      },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(location()).toBe('/users?tab=1'));
  });

  it('has two steps with other case managers; cancelling the chooser clears the selection', async () => {
    const { httpClient } = setup();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Other case managers' }));
    expect(screen.getByText('The user')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create request' })).not.toBeInTheDocument();
    // Step 1 must be valid before step 2.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    await fillUser();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('No case managers chosen')).toBeInTheDocument();

    // Choose both; Bob has no designation, so Done refuses; Cancel clears everything.
    await userEvent.click(screen.getByRole('button', { name: 'Choose case managers' }));
    let dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ann Mate' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Bob Mate' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('No case managers chosen')).toBeInTheDocument();

    // Reopened: nothing chosen; Ann alone with her own designation.
    await userEvent.click(screen.getByRole('button', { name: 'Choose case managers' }));
    dialog = await screen.findByRole('dialog');
    const ann = await within(dialog).findByRole('checkbox', { name: 'Ann Mate' });
    expect(ann).not.toBeChecked();
    await userEvent.click(ann);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Ann Mate · OT')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Invite a supporter' }));
    await enter(screen.getByRole('textbox', { name: 'Email' }), 'new@example.org');
    await enter(screen.getByRole('combobox', { name: 'Designation' }), 'Coach');
    await userEvent.click(screen.getByRole('button', { name: 'Create request' }));
    await screen.findByRole('dialog', { name: 'Access code created' });
    expect(sentBody(httpClient)).toMatchObject({
      other_case_managers: [{ uuid: '1b7a6c1e-2f4d-4a8b-9c3e-5d6f7a8b9c0d', designation: 'OT' }],
      invited_supporters: [{ email: 'new@example.org', designation: 'Coach' }],
    });
  });

  it("returns to step 1 with the server's field errors when refused", async () => {
    setup(() => {
      throw new HttpError('Invalid input', 400, { first_name: ['This name is not allowed'] });
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Other case managers' }));
    await fillUser();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Create request' }));
    expect(await screen.findByText('This name is not allowed')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue(' Sipho ');
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  const toStepTwo = async () => {
    await userEvent.click(screen.getByRole('checkbox', { name: 'Other case managers' }));
    await fillUser();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('No case managers chosen');
  };

  const inviteRow = async (index: number, email: string) => {
    await userEvent.click(screen.getByRole('button', { name: 'Invite a supporter' }));
    await enter(screen.getAllByRole('textbox', { name: 'Email' })[index]!, email);
    await enter(screen.getAllByRole('combobox', { name: 'Designation' })[index]!, 'OT');
  };

  it("shows the server's error on an invited supporter on its row, staying on step 2", async () => {
    setup(() => {
      throw new HttpError('The data sent is not valid.', 400, {
        'invited_supporters.1.email': ['You have already invited a supporter with this email'],
      });
    });
    await toStepTwo();
    await inviteRow(0, 'one@example.org');
    await inviteRow(1, 'two@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Create request' }));
    expect(
      await screen.findByText('You have already invited a supporter with this email'),
    ).toBeVisible();
    const emails = screen.getAllByRole('textbox', { name: 'Email' });
    expect(emails[1]).toHaveAttribute('aria-invalid', 'true');
    expect(emails[0]).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
  });

  it('refuses inviting your own e-mail, or the same e-mail twice, before sending', async () => {
    const { httpClient } = setup();
    await toStepTwo();
    await inviteRow(0, 'Manager@example.org');
    await inviteRow(1, 'twice@example.org');
    await inviteRow(2, 'TWICE@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Create request' }));
    expect(
      await screen.findByText(
        'You cannot invite yourself: you follow this client as the creator of the request.',
      ),
    ).toBeVisible();
    expect(screen.getByText('You have already invited a supporter with this email')).toBeVisible();
    const emails = screen.getAllByRole('textbox', { name: 'Email' });
    expect(emails[1]).not.toHaveAttribute('aria-invalid', 'true');
    expect(emails[2]).toHaveAttribute('aria-invalid', 'true');
    expect(httpClient).not.toHaveBeenCalledWith(CHARGE_REQUESTS_PATH, expect.anything());
  });

  it('reaches every company mate: 20 at a time, then Show more', async () => {
    const many = Array.from({ length: 45 }, (_, index) => ({
      uuid: `${String(index).padStart(8, '0')}-2f4d-4a8b-9c3e-5d6f7a8b9c0d`,
      name: `Mate ${String(index + 1).padStart(2, '0')}`,
      email: `mate${index + 1}@example.org`,
      designation: 'OT',
    }));
    setup(undefined, many);
    await toStepTwo();
    await userEvent.click(screen.getByRole('button', { name: 'Choose case managers' }));
    const dialog = await screen.findByRole('dialog');
    // Counting inputs: role queries over dozens of rows are slow in jsdom.
    const shownMates = () => dialog.querySelectorAll('input[type="checkbox"]').length;
    await waitFor(() => expect(shownMates()).toBe(20));
    await userEvent.click(within(dialog).getByText('Show more (20 of 45)'));
    await waitFor(() => expect(shownMates()).toBe(40));
    await userEvent.click(within(dialog).getByText('Show more (40 of 45)'));
    await waitFor(() => expect(shownMates()).toBe(45));
    expect(within(dialog).getByText('Mate 45')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Show more/)).toBeNull();
  });
});
