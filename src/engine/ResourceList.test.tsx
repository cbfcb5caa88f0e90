import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  AdminContext,
  localStorageStore,
  memoryStore,
  mergeTranslations,
  TestMemoryRouter,
  type AuthProvider,
  type DataProvider,
  type DeleteParams,
  type GetListParams,
  type Store,
  type TranslationMessages,
} from 'react-admin';
import { Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { ResourceDefinition } from '../../core/resourceDefinition';
import { messages } from '../i18n/messages';
import { UNSORTED } from './listState';
import type { ListCells, ListRecord } from './listTypes';
import { ResourceList } from './ResourceList';

/** A resource that exists only in this test: no component is written for it. */
const pets: ResourceDefinition = {
  name: 'pets',
  path: 'pets/',
  schema: 'pet.json',
  audience: 'everyone',
  columns: [
    { field: 'name', type: 'text', sortable: true },
    { field: 'born', type: 'date', sortable: true },
    { field: 'toys', type: 'list' },
  ],
  search: ['name'],
  filters: [{ field: 'born', kind: 'period' }],
  defaultSort: { field: 'born', order: 'desc' },
  rowClick: '/pets/:id',
  cardTitle: 'name',
};

// The portal's English plus the test resource's labels.
const petMessages = mergeTranslations(messages.en, {
  resources: {
    pets: { name: 'Pet |||| Pets', fields: { name: 'Name', born: 'Born', toys: 'Toys' } },
  },
}) as TranslationMessages;

let total: number;
let getList: ReturnType<typeof vi.fn<(resource: string, params: GetListParams) => Promise<object>>>;

let deleteOne: ReturnType<
  typeof vi.fn<(resource: string, params: DeleteParams) => Promise<object>>
>;

const lastCall = () => getList.mock.calls.at(-1)?.[1];

const Arrived = () => <p data-testid="arrived">{useLocation().pathname}</p>;

interface PetsOptions {
  definition?: ResourceDefinition;
  /** A store kept across renders, as the browser's storage is across reloads. */
  store?: Store;
  /** The signed-in user's id (react-admin's identity). */
  userId?: number;
  /** Values of the definition path's placeholders. */
  pathParams?: Record<string, string>;
}

function renderPets(cells?: ListCells, url = '/pets', options: PetsOptions = {}) {
  const { definition = pets, store = memoryStore(), userId, pathParams } = options;
  const dataProvider = { getList, delete: deleteOne } as unknown as DataProvider;
  const authProvider: AuthProvider | undefined =
    userId === undefined
      ? undefined
      : {
          login: () => Promise.resolve(),
          logout: () => Promise.resolve(),
          checkAuth: () => Promise.resolve(),
          checkError: () => Promise.resolve(),
          getIdentity: () => Promise.resolve({ id: userId }),
        };
  let location = url;
  const result = render(
    <TestMemoryRouter
      initialEntries={[url]}
      locationCallback={(next) => {
        location = `${next.pathname}${next.search}`;
      }}
    >
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={polyglotI18nProvider(() => petMessages, 'en')}
        store={store}
      >
        <Routes>
          <Route
            path="/pets"
            element={<ResourceList definition={definition} cells={cells} pathParams={pathParams} />}
          />
          <Route path="*" element={<Arrived />} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { ...result, location: () => location };
}

describe('ResourceList from a definition alone', () => {
  beforeEach(() => {
    total = 95;
    getList = vi.fn((_resource: string, params: GetListParams) => {
      const { page, perPage } = params.pagination ?? { page: 1, perPage: 10 };
      const first = (page - 1) * perPage;
      const data = Array.from(
        { length: Math.max(Math.min(perPage, total - first), 0) },
        (_, i) => ({
          id: first + i + 1,
          name: `Pet ${first + i + 1}`,
          born: '2020-01-02T00:00:00Z',
          toys: ['ball', 'rope', 'bone', 'stick'],
        }),
      );
      return Promise.resolve({ data, total });
    });
    deleteOne = vi.fn((_resource: string, params: DeleteParams) =>
      Promise.resolve({ data: { id: params.id as number } }),
    );
  });

  it("offers a link's delete on each row, confirmed from Cancel, under its parent's path", async () => {
    const user = userEvent.setup();
    total = 2;
    const owned: ResourceDefinition = {
      ...pets,
      path: 'owners/:owner/pets/',
      titleFields: ['name'],
      delete: { label: 'ra.action.remove', success: 'ra.notification.deleted', onRow: true },
    };
    renderPets(undefined, '/pets', { definition: owned, pathParams: { owner: 'o-1' } });
    await screen.findByText('Pet 1');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toContain('Actions');
    const row = screen.getByText('Pet 2').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Pet 2”?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(deleteOne).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(deleteOne).toHaveBeenCalledTimes(1));
    expect(deleteOne.mock.calls[0]?.[1]).toMatchObject({
      id: 2,
      meta: { pathParams: { owner: 'o-1' } },
    });
    // The list stays where it was: a row's delete does not leave the page.
    expect(screen.queryByTestId('arrived')).not.toBeInTheDocument();
  });

  it('offers no row delete where the definition declares none', async () => {
    renderPets();
    await screen.findByText('Pet 1');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).not.toContain('Actions');
  });

  it('renders the declared columns, the rows and a collapsed list', async () => {
    renderPets();
    expect(await screen.findByText('Pet 1')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Born', 'Toys']);
    const row = screen.getByText('Pet 1').closest('tr') as HTMLElement;
    expect(within(row).getByText('Jan 2, 2020')).toBeInTheDocument();
    expect(within(row).getByText('ball')).toBeInTheDocument();
    expect(within(row).getByText('+2')).toBeInTheDocument();
    expect(lastCall()).toMatchObject({
      sort: { field: 'born', order: 'DESC' },
      pagination: { page: 1 },
    });
  });

  it('shows the compact pager above 8 pages and the max is hint', async () => {
    renderPets();
    await screen.findByText('Pet 1');
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    const pages = within(pager)
      .getAllByRole('button', { name: /Go to page \d+/ })
      .map((b) => b.textContent);
    expect(pages).toEqual(['1', '2', '3', '9', '10']);
    const jump = within(pager).getByRole('textbox', { name: 'Go to page' });
    await userEvent.type(jump, '11');
    expect(within(pager).getByText('max is 10')).toBeInTheDocument();
    await userEvent.clear(jump);
    await userEvent.type(jump, '0');
    expect(within(pager).getByText('min is 1')).toBeInTheDocument();
    await userEvent.clear(jump);
    await userEvent.type(jump, '7{Enter}');
    await waitFor(() => expect(lastCall()?.pagination).toEqual({ page: 7, perPage: 10 }));
  });

  it('applies the search 800 ms after the last keystroke, from page 1', async () => {
    renderPets();
    await screen.findByText('Pet 1');
    const calls = getList.mock.calls.length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'rex');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(getList.mock.calls.length).toBe(calls);
    await waitFor(() => expect(lastCall()?.filter).toEqual({ q: 'rex' }), { timeout: 2000 });
  });

  it(
    'cycles a header desc, asc, none and sends the applied sort',
    { timeout: 10_000 },
    async () => {
      renderPets();
      await screen.findByText('Pet 1');
      const name = screen.getByRole('button', { name: 'Name' });
      await userEvent.click(name);
      await waitFor(() => expect(lastCall()?.sort).toEqual({ field: 'name', order: 'DESC' }), {
        timeout: 2000,
      });
      await userEvent.click(name);
      await waitFor(() => expect(lastCall()?.sort).toEqual({ field: 'name', order: 'ASC' }), {
        timeout: 2000,
      });
      await userEvent.click(name);
      await waitFor(() => expect(lastCall()?.sort).toEqual({ field: UNSORTED, order: 'ASC' }), {
        timeout: 2000,
      });
    },
  );

  it('keeps its state in the URL, and a URL opens the list it names', async () => {
    const { location } = renderPets();
    await screen.findByText('Pet 1');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'rex');
    await waitFor(() => expect(lastCall()?.filter).toEqual({ q: 'rex' }), { timeout: 2000 });
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastCall()?.pagination).toEqual({ page: 2, perPage: 10 }));
    const url = new URL(location(), 'http://portal');
    expect(url.searchParams.get('page')).toBe('2');
    expect(JSON.parse(url.searchParams.get('filter') ?? '{}')).toEqual({ q: 'rex' });

    cleanup();
    renderPets(undefined, location());
    expect(await screen.findByRole('searchbox', { name: 'Search' })).toHaveValue('rex');
    expect(lastCall()).toMatchObject({ filter: { q: 'rex' }, pagination: { page: 2 } });
  });

  it('names the address its rows answer only once they have arrived', async () => {
    let answer: (value: object) => void = () => undefined;
    const { container, location } = renderPets(undefined, '/pets?page=1&perPage=10');
    await screen.findByText('Pet 1');
    const settled = () =>
      container.querySelector('[data-list-settled]')?.getAttribute('data-list-settled');
    expect(settled()).toBe('?page=1&perPage=10');
    // Page 2 is asked for and held: the address has changed, the list does not claim it yet.
    getList.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    await userEvent.click(within(pager).getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(lastCall()?.pagination).toEqual({ page: 2, perPage: 10 }));
    expect(location()).toMatch(/page=2/);
    expect(settled()).toBeUndefined();
    answer({ data: [{ id: 11, name: 'Pet 11', born: null, toys: [] }], total });
    expect(await screen.findByText('Pet 11')).toBeInTheDocument();
    expect(`/pets${settled() ?? ''}`).toBe(location());
  });

  it('sorts the grid layout from its own sort control', async () => {
    renderPets();
    await screen.findByText('Pet 1');
    await userEvent.click(screen.getByRole('button', { name: 'Grid' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(screen.getByRole('option', { name: 'Name, oldest or lowest first' }));
    await waitFor(() => expect(lastCall()?.sort).toEqual({ field: 'name', order: 'ASC' }), {
      timeout: 2000,
    });
  });

  it("says 'No items found' when the list is empty", async () => {
    total = 0;
    renderPets();
    expect(await screen.findByText('No items found')).toBeInTheDocument();
  });

  it('switches to the grid layout and opens a record by its row link', async () => {
    renderPets();
    await screen.findByText('Pet 1');
    await userEvent.click(screen.getByRole('button', { name: 'Grid' }));
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByText('Pet 2'));
    expect(await screen.findByTestId('arrived')).toHaveTextContent('/pets/2');
  });

  it('renders a custom cell by field, whose clicks do not open the row (table and grid)', async () => {
    const clicked = vi.fn<(name: unknown) => void>();
    const ToyButton = ({ record }: { record: ListRecord }) => (
      <button type="button" onClick={() => clicked(record.name)}>
        Play
      </button>
    );
    renderPets({ toys: ToyButton });
    await screen.findByText('Pet 1');
    const row = screen.getByText('Pet 1').closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: 'Play' }));
    expect(clicked).toHaveBeenCalledWith('Pet 1');
    expect(within(row).queryByText('ball')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Grid' }));
    const plays = await screen.findAllByRole('button', { name: 'Play' });
    await userEvent.click(plays[1] as HTMLElement);
    expect(clicked).toHaveBeenLastCalledWith('Pet 2');
    expect(screen.queryByTestId('arrived')).not.toBeInTheDocument();
  });

  it("hides the definition's hidden columns until the user shows them, and keeps each user's choice", async () => {
    const petsWithHidden: ResourceDefinition = { ...pets, hiddenColumns: ['toys'] };
    localStorage.clear();
    // The browser's storage, which a reload keeps (a memory store empties when it unmounts).
    const store = localStorageStore(undefined, 'ResourceListTest');
    const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);
    renderPets(undefined, '/pets', { definition: petsWithHidden, store, userId: 7 });
    await screen.findByText('Pet 1');
    expect(headers()).toEqual(['Name', 'Born']);
    await userEvent.click(await screen.findByRole('button', { name: 'Columns' }));
    const toys = await screen.findByLabelText('Toys');
    expect(toys).not.toBeChecked();
    await userEvent.click(toys);
    expect(toys).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(headers()).toEqual(['Name', 'Born', 'Toys']));

    // A reload: the same user finds the column again; another user of the browser does not.
    cleanup();
    renderPets(undefined, '/pets', { definition: petsWithHidden, store, userId: 7 });
    await screen.findByText('Pet 1');
    await waitFor(() => expect(headers()).toEqual(['Name', 'Born', 'Toys']));
    cleanup();
    renderPets(undefined, '/pets', { definition: petsWithHidden, store, userId: 8 });
    await screen.findByText('Pet 1');
    expect(headers()).toEqual(['Name', 'Born']);
  });

  it('offers no column chooser when the definition hides no column', async () => {
    renderPets(undefined, '/pets', { userId: 7 });
    await screen.findByText('Pet 1');
    expect(screen.queryByRole('button', { name: 'Columns' })).not.toBeInTheDocument();
  });

  it("sorts by a URL in the API dialect and writes it back in react-admin's form", async () => {
    const { location } = renderPets(undefined, '/pets?sort=name::asc');
    await waitFor(() => expect(lastCall()?.sort).toEqual({ field: 'name', order: 'ASC' }));
    const url = new URL(location(), 'http://portal');
    expect([url.searchParams.get('sort'), url.searchParams.get('order')]).toEqual(['name', 'ASC']);
    expect(await screen.findByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });
});
