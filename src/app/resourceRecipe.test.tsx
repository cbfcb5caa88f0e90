import { screen, render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  memoryStore,
  mergeTranslations,
  TestMemoryRouter,
  type TranslationMessages,
} from 'react-admin';
import { describe, expect, it } from 'vitest';

import { resourceDefinitions } from '../../resources';
import { App } from '../App';
import { createAuthProvider } from '../auth/authProvider';
import { createDataProvider } from '../data/dataProvider';
import { messages } from '../i18n/messages';
import type { Providers } from '../providers';
import { fakeApi } from '../test/fakeApi';
import { fakeJwt } from '../test/fakeJwt';
import { petMessages, pets } from '../test/petsResource';

/**
 * README's "Adding a resource", in the app: the fixture's definition alone gives it a menu entry,
 * a list with its add button, a create page with its form, a detail page with Edit and a
 * confirmed Delete, and an edit page whose inputs its schema draws, open to its audience only. The network is stubbed; tests/api/resourceRecipe.test.ts serves it for real.
 */
const definitions = [...resourceDefinitions, pets];
const rex = {
  id: 1,
  name: 'Rex',
  kind: 'dog',
  nickname: null,
  indoor: false,
  weight: 31.5,
  born: '2020-04-27',
  companyId: null,
  createdAt: '2026-01-05T10:00:00Z',
};

function renderApp(url: string, isAdmin: boolean) {
  const { api } = fakeApi((path) => {
    if (path.startsWith('users/shallow-profile/')) {
      return {
        id: 1,
        username: 'ada',
        email: 'ada@example.org',
        isSuperuser: isAdmin,
        isStaff: false,
        hasAcceptedTerms: true,
        shouldUpdateProfile: false,
      };
    }
    if (path.startsWith('admin/pets/1/')) {
      return rex;
    }
    if (path.startsWith('admin/pets/')) {
      return { items: [rex], count: 1 };
    }
    if (path.startsWith('companies/')) {
      return { items: [{ id: 7, name: 'Acme pets' }], count: 1 };
    }
    throw new Error(`unexpected call ${path}`);
  });
  const exp = Math.floor(Date.now() / 1000) + 900;
  api.tokens.store(
    { access: fakeJwt({ sub: 'u', role: isAdmin ? 'AD' : 'MG', isAdmin, exp }), refresh: 'R' },
    false,
  );
  const providers: Providers = {
    api,
    definitions,
    authProvider: createAuthProvider({
      httpClient: api.httpClient,
      tokens: api.tokens,
      definitions,
    }),
    dataProvider: createDataProvider('', api.httpClient, definitions),
    i18nProvider: polyglotI18nProvider(
      () => mergeTranslations(messages.en, petMessages.en) as TranslationMessages,
      'en',
    ),
    store: memoryStore(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  };
  return render(
    <TestMemoryRouter initialEntries={[url]}>
      <App providers={providers} />
    </TestMemoryRouter>,
  );
}

describe('a resource the app knows only by its definition', () => {
  it(
    'has its menu entry, its list with an add button, its create and detail pages',
    { timeout: 60_000 },
    async () => {
      renderApp('/pets', true);
      expect(await screen.findByRole('heading', { level: 1, name: 'Pets' })).toBeInTheDocument();
      expect(await screen.findByRole('menuitem', { name: 'Pets' })).toHaveAttribute(
        'href',
        '/pets',
      );
      expect(await screen.findByText('Rex')).toBeInTheDocument();

      await userEvent.click(screen.getByText('Rex'));
      const detail = await screen.findByRole('heading', { level: 1, name: 'Rex' });
      expect(detail).toBeInTheDocument();
      expect(within(screen.getByRole('main')).getByText('Name')).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Back' }));
      await userEvent.click(await screen.findByRole('button', { name: 'Add' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Add a pet' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('textbox', { name: /Name/ })).toBeInTheDocument();
    },
  );

  it(
    'draws its edit page from the schema and deletes behind a confirmation',
    { timeout: 60_000 },
    async () => {
      renderApp('/pets/1', true);
      expect(await screen.findByRole('heading', { level: 1, name: 'Rex' })).toBeInTheDocument();
      const main = screen.getByRole('main');
      expect(within(main).getByText('Dog')).toBeInTheDocument();

      await userEvent.click(within(main).getByRole('button', { name: 'Delete' }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));

      await userEvent.click(await within(main).findByRole('link', { name: 'Edit' }));
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Edit the pet' }),
      ).toBeInTheDocument();
      expect(await screen.findByRole('textbox', { name: /Name/ })).toHaveValue('Rex');
      expect(screen.getByRole('combobox', { name: /Kind/ })).toHaveTextContent('Dog');
      expect(screen.getByRole('textbox', { name: 'Nickname' })).toHaveValue('');
      expect(screen.getByRole('switch', { name: 'Indoor' })).not.toBeChecked();
      expect(screen.getByRole('spinbutton', { name: 'Weight' })).toHaveValue(31.5);
      expect(screen.getByRole('textbox', { name: 'Born' })).toHaveValue('2020/04/27');
    },
  );

  it('is refused to those outside its audience: no menu entry, Not Allowed', async () => {
    renderApp('/pets', false);
    expect(
      await screen.findByText('You do not have permission to access this route'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Pets' })).not.toBeInTheDocument();
  });
});
