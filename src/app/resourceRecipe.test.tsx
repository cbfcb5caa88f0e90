import { screen, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  HttpError,
  memoryStore,
  mergeTranslations,
  TestMemoryRouter,
  type TranslationMessages,
} from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { validation as englishValidation } from '../../i18n/en/common';
import { validation as zuluValidation } from '../../i18n/zu/common';
import { validators } from '../../core/generated/validators';
import { resourceDefinitions } from '../../resources';
import { App } from '../App';
import { createAuthProvider } from '../auth/authProvider';
import { createDataProvider } from '../data/dataProvider';
import { messages } from '../i18n/messages';
import type { Providers } from '../providers';
import { fakeApi } from '../test/fakeApi';
import type { RequestOptions } from '../http/httpClient';
import { fakeJwt } from '../test/fakeJwt';
import { petMessages, pets, petValidators } from '../test/petsResource';

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

/** A pets call the default answers do not cover (a save, an unknown record); undefined: not it. */
type PetCall = (path: string, options: RequestOptions) => unknown;

function renderApp(
  url: string,
  isAdmin: boolean,
  { locale = 'en', pets: petCall }: { locale?: 'en' | 'zu'; pets?: PetCall } = {},
) {
  const { api, httpClient } = fakeApi((path, options) => {
    const answer = path.startsWith('admin/pets/') ? petCall?.(path, options) : undefined;
    if (answer !== undefined) {
      return answer;
    }
    if (path.startsWith('admin/pets/99999/')) {
      throw new HttpError('Not found.', 404, {});
    }
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
      (language) =>
        mergeTranslations(
          messages[language === 'zu' ? 'zu' : 'en'],
          petMessages[language === 'zu' ? 'zu' : 'en'],
        ) as TranslationMessages,
      locale,
    ),
    store: memoryStore(),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  };
  render(
    <TestMemoryRouter initialEntries={[url]}>
      <App providers={providers} />
    </TestMemoryRouter>,
  );
  return { httpClient };
}

describe('a resource the app knows only by its definition', () => {
  const own = petValidators();
  beforeAll(() => {
    Object.assign(validators, own);
  });
  afterAll(() => {
    for (const id of Object.keys(own)) {
      delete validators[id];
    }
  });

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
      // It names what goes, opens on Cancel and its action reads Delete.
      const dialog = await screen.findByRole('dialog', { name: 'Delete “Rex”?' });
      expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
      const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
      await waitFor(() => expect(cancel).toHaveFocus());
      expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
      await userEvent.click(cancel);

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

  it('asks before a delete in Zulu too, naming the record, on Cancel', async () => {
    renderApp('/pets/1', true, { locale: 'zu' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rex' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Susa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Susa “Rex”: uqinisekile?' });
    expect(dialog).toHaveAccessibleDescription('Lokhu akunakuhlehliswa.');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Khansela' })).toHaveFocus(),
    );
    expect(within(dialog).getByRole('button', { name: 'Susa' })).toBeInTheDocument();
  });

  it.each([
    ['en', { name: 'Name', kind: 'Kind', nickname: 'Nickname', save: 'Save' }],
    ['zu', { name: 'Igama', kind: 'Uhlobo', nickname: 'Igama lesidlaliso', save: 'Londoloza' }],
  ] as const)(
    'asks on its edit page what its create page asks, in the same words (%s)',
    { timeout: 60_000 },
    async (locale, label) => {
      const words = locale === 'zu' ? zuluValidation : englishValidation;
      const kinds = Object.values(petMessages[locale].resources.pets.choices.kind);
      const asked = async () => {
        const name = await screen.findByRole('textbox', { name: label.name });
        expect(name).toHaveAttribute('aria-required', 'true');
        expect(screen.getByRole('textbox', { name: label.nickname })).not.toHaveAttribute(
          'aria-required',
        );
        // A required choice offers its values only, no empty one.
        await userEvent.click(screen.getByRole('combobox', { name: label.kind }));
        const options = within(await screen.findByRole('listbox')).getAllByRole('option');
        expect(options.map((option) => option.textContent)).toEqual(kinds);
        await userEvent.keyboard('{Escape}');
        await userEvent.clear(name);
        await userEvent.click(screen.getByRole('button', { name: label.save }));
        await waitFor(() => expect(name).toHaveAccessibleDescription(words.required));
      };

      renderApp('/pets/create', true, { locale });
      await asked();
      document.body.innerHTML = '';

      renderApp('/pets/1/edit', true, { locale });
      expect(await screen.findByRole('textbox', { name: label.name })).toHaveValue('Rex');
      await asked();
      expect(screen.queryByText(words.invalid)).not.toBeInTheDocument();
    },
  );

  it(
    'returns from a saved edit to the detail page with its notice; a refusal keeps what was typed',
    { timeout: 60_000 },
    async () => {
      let refuse = true;
      let pet = rex;
      const { httpClient } = renderApp('/pets/1/edit', true, {
        pets: (path, options) => {
          if (options.method !== 'PATCH') {
            return path.startsWith('admin/pets/1/') ? pet : undefined;
          }
          if (refuse) {
            refuse = false;
            throw new HttpError('The data sent is invalid.', 409, {
              name: ['Another record already has this value.'],
            });
          }
          pet = { ...rex, name: 'Rexy' };
          return pet;
        },
      });
      const name = await screen.findByRole('textbox', { name: 'Name' });
      await userEvent.clear(name);
      await userEvent.type(name, 'Rexy');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Another record already has this value.')).toBeInTheDocument();
      expect(name).toHaveValue('Rexy');
      expect(screen.getByRole('heading', { level: 1, name: 'Edit the pet' })).toBeInTheDocument();

      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Rexy' })).toBeInTheDocument();
      expect(await screen.findByText('Pet changed')).toBeInTheDocument();
      const patches = httpClient.mock.calls.filter(([, options]) => options?.method === 'PATCH');
      expect(patches.map(([path, options]) => [path, options?.body])).toEqual([
        ['admin/pets/1/', { name: 'Rexy' }],
        ['admin/pets/1/', { name: 'Rexy' }],
      ]);
    },
  );

  it.each([
    '/pets/99999/edit',
    '/pets/99999',
    '/pets/1/photos',
    '/pets/create/more',
    '/audit-log/5',
  ])('shows Not Found for %s, a record or page it does not have', async (url) => {
    renderApp(url, true);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
  });

  it('is refused to those outside its audience: no menu entry, Not Allowed', async () => {
    renderApp('/pets', false);
    expect(
      await screen.findByText('You do not have permission to access this route'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Pets' })).not.toBeInTheDocument();
  });
});
