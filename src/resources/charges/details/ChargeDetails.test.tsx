import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { ApiProvider } from '../../../app/ApiContext';
import { fakeApi } from '../../../test/fakeApi';
import { renderWithAdmin } from '../../../test/renderWithAdmin';
import type { ChargeDetail } from '../../../../core/generated/charge-detail';
import { ChargeDetails } from './ChargeDetails';

vi.mock('../../../journey/JourneyTab', () => ({
  JourneyTab: ({ uuid }: { uuid: string }) => <p>journey of {uuid}</p>,
}));

const UUID = '0b7a6c1e-2f4d-4a8b-9c3e-5d6f7a8b9c0d';

const charge = (overrides: Partial<ChargeDetail> = {}): ChargeDetail => ({
  id: 7,
  uuid: UUID,
  firstName: 'Thandi',
  lastName: 'Nkosi',
  fullName: 'Thandi Nkosi',
  nickname: null,
  email: 'thandi@example.org',
  company: 'Acme',
  course: null,
  sessions: 3,
  policy: 'P-1',
  latestSession: null,
  consentStatus: 'GV',
  attention: [],
  latestPhq8: null,
  accessCodes: ['ABC123'],
  companyId: 1,
  gender: 'Female',
  isEmployed: true,
  createdOn: '2026-01-02T10:00:00Z',
  updatedOn: '2026-01-03T10:00:00Z',
  otherSupporters: [
    {
      email: 'ot@example.org',
      designation: 'OT',
      consentStatus: 'RQ',
      createdAt: '2026-01-02T10:00:00Z',
    },
  ],
  invitedSupporters: [
    {
      email: 'new@example.org',
      designation: 'Coach',
      status: 'PN',
      createdAt: '2026-01-02T10:00:00Z',
    },
  ],
  canSupporterInviteOthers: true,
  latestEpisode: null,
  ...overrides,
});

const renderDetails = (record: ChargeDetail, url = `/users/${UUID}`) => {
  const getOne = vi.fn(() => Promise.resolve({ data: record }));
  const getList = vi.fn(() => Promise.resolve({ data: [{ id: 1, name: 'Acme' }], total: 1 }));
  const update = vi.fn(() => Promise.resolve({ data: record }));
  const dataProvider = { getOne, getList, update } as unknown as DataProvider;
  const { api } = fakeApi(() => ({ is_new_supporter: true }));
  renderWithAdmin(
    <ApiProvider value={api}>
      <ChargeDetails />
    </ApiProvider>,
    { url, path: '/users/:id', dataProvider },
  );
  return { getOne, update };
};

// Typing through react-admin forms is slow on a loaded machine; 5 s is not always enough.
describe('ChargeDetails', { timeout: 30_000 }, () => {
  it('opens the journey of a charge with consent given, and the profile on click', async () => {
    const { getOne } = renderDetails(charge());
    expect(await screen.findByText(`journey of ${UUID}`)).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('charges', expect.objectContaining({ id: UUID }));
    await userEvent.click(screen.getByRole('tab', { name: 'Profile' }));
    expect(await screen.findByText('Basic info')).toBeInTheDocument();
    expect(screen.queryByText(`journey of ${UUID}`)).not.toBeInTheDocument();
  });

  it("corrects the profile from the profile tab's Edit, sending only what changed by uuid", async () => {
    const { update } = renderDetails(charge(), `/users/${UUID}?tab=profile`);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: "Correct the user's profile" });
    const policy = await within(dialog).findByRole('textbox', { name: 'Policy' });
    await userEvent.clear(policy);
    await userEvent.type(policy, 'P-2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'charges',
        expect.objectContaining({ id: UUID, data: { policy: 'P-2' } }),
      ),
    );
  });

  it('opens the profile with tab=profile', async () => {
    renderDetails(charge(), `/users/${UUID}?tab=profile`);
    expect(await screen.findByText('Misc')).toBeInTheDocument();
    expect(screen.queryByText(`journey of ${UUID}`)).not.toBeInTheDocument();
  });

  it('never renders the journey without consent, whatever the query says', async () => {
    renderDetails(charge({ consentStatus: 'RQ' }), `/users/${UUID}?tab=journey`);
    expect(await screen.findByText('Basic info')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Journey' })).toBeDisabled();
    expect(screen.queryByText(/journey of/)).not.toBeInTheDocument();
  });

  it('shows my consent with the action the consent machine allows, and why the journey is closed', async () => {
    renderDetails(charge({ consentStatus: 'NR' }));
    const consent = await screen.findByTestId('charge-consent');
    expect(consent).toHaveTextContent('My consent for this user:Not Requested');
    expect(screen.getByRole('button', { name: 'Request' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Journey' });
    expect(tab).toBeDisabled();
    expect(tab).toHaveAccessibleDescription(
      'The Journey tab opens once this user has given you consent to view their journey.',
    );
  });

  it('offers Cancel on a requested consent', async () => {
    renderDetails(charge({ consentStatus: 'RQ' }));
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('says my consent is given on a charge whose journey is open', async () => {
    renderDetails(charge());
    expect(await screen.findByTestId('charge-consent')).toHaveTextContent('Given');
    expect(screen.getByRole('tab', { name: 'Journey' })).not.toHaveAttribute('aria-describedby');
  });

  it('lists supporters with their badges and offers the add form to who may invite', async () => {
    renderDetails(charge(), `/users/${UUID}?tab=profile`);
    expect(await screen.findByText('ot@example.org')).toBeInTheDocument();
    expect(screen.getByText('Requested')).toBeInTheDocument();
    expect(screen.getByText('new@example.org')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Add a supporter' })).toBeInTheDocument();
  });

  it('hides the add form from who may not invite', async () => {
    renderDetails(charge({ canSupporterInviteOthers: false }), `/users/${UUID}?tab=profile`);
    expect(await screen.findByText('ot@example.org')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Add a supporter' })).not.toBeInTheDocument();
  });
});
