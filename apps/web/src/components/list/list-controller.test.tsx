// @vitest-environment jsdom
// A list screen made of the list layer's parts (controller, context, toolbar, table) under a real router
// (memory history) with a stubbed page fetch: its three empty states, the step back from a page a delete
// emptied, and the previous page kept while the next loads (docs/decisions/0034-screen-tests-and-submit-row.md).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { pagedListQuery } from '~/lib/lists/list-query';
import { listSearchSchema, picklistFilter } from '~/lib/lists/list-search';

import { ListProvider } from './list-context';
import { useListController } from './list-controller';
import type { Page } from './list-screen-options';
import { ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';

// The router restores scroll on navigation; jsdom has no scrolling.
window.scrollTo = () => {};
// The machine running the suite is shared: a screen may take more than a second to settle.
configure({ asyncUtilTimeout: 5000 });

const schema = listSearchSchema(['name'], 'name', { status: picklistFilter(['active', 'inactive']) });
type Thing = { id: number; name: string };
const SIZE = 10;

/** The server's answer for a search: `total` things, the page's slice of them. */
type Fetch = (query: {
  page?: number;
  search?: string;
  status?: string;
  size?: number;
}) => Promise<Page<Thing>>;

function renderList(url: string, fetchPage: Fetch, path = '/things') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Things() {
    const list = useListController({
      // A test route: the hook takes any route whose search is the schema's output.
      from: path as never,
      schema,
      query: (search) =>
        pagedListQuery(search, { defaultSort: 'name', size: SIZE }, (q) => ({
          queryKey: ['GET', '/things', { params: { query: q } }] as const,
          queryFn: () => fetchPage(q),
        })),
      noun: { one: 'thing', other: 'things' },
      // A name of its own, unlike the route's: the views must follow the name, not the route.
      viewsKey: 'stock-items',
      empty: <p>No things yet</p>,
      filters: [
        {
          key: 'status',
          label: 'Status',
          anyLabel: 'Every status',
          options: [
            { value: 'active', label: 'Active' },
            { value: 'inactive', label: 'Inactive' },
          ],
        },
      ],
    });
    return (
      <ListProvider list={list} columns={[{ id: 'name', header: 'Name', cell: (t) => t.name }]}>
        <p data-testid="page">page {list.search.page ?? 1}</p>
        <ListToolbar label="Search things" />
        <ListTable caption="Things" />
      </ListProvider>
    );
  }
  const root = createRootRoute();
  const things = createRoute({
    getParentRoute: () => root,
    path,
    validateSearch: schema,
    component: Things,
  });
  const history = createMemoryHistory({ initialEntries: [url] });
  const router = createRouter({ routeTree: root.addChildren([things]), history });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** A server holding `total` things named "Thing 1"…, searched by name. */
function server(total: () => number): Fetch {
  return async ({ page = 1, search, size = SIZE }) => {
    const all = Array.from({ length: total() }, (_, i) => ({ id: i + 1, name: `Thing ${i + 1}` })).filter(
      (t) => !search || t.name.includes(search),
    );
    return { items: all.slice((page - 1) * size, page * size), total: all.length, page, size };
  };
}

describe('a list screen from the list layer', () => {
  afterEach(cleanup);

  it('says the list is empty when there is nothing at all', async () => {
    renderList(
      '/things',
      server(() => 0),
    );
    expect(await screen.findByText('No things yet')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Next/ })).toBeNull();
  });

  it('says nothing matches a search, and clears it', async () => {
    const { router } = renderList(
      '/things?search=zzz',
      server(() => 3),
    );
    expect(await screen.findByText('No things match “zzz”')).toBeTruthy();
    expect(screen.queryByText('No things yet')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByText('Thing 1')).toBeTruthy();
    expect(router.state.location.search).not.toHaveProperty('search');
  });

  it('says nothing matches the filters, and clears them all', async () => {
    const fetchPage = vi.fn(async (q: { status?: string }) =>
      q.status
        ? { items: [], total: 0, page: 1, size: SIZE }
        : { items: [{ id: 1, name: 'Thing 1' }], total: 1, page: 1, size: SIZE },
    );
    const { router } = renderList('/things?status=inactive', fetchPage);
    expect(await screen.findByText('No things match these filters')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(await screen.findByText('Thing 1')).toBeTruthy();
    expect(router.state.location.search).not.toHaveProperty('status');
  });

  it('says a bookmarked page past the last is empty, and offers the last page', async () => {
    renderList(
      '/things?page=5',
      server(() => 25),
    );
    expect(await screen.findByText('Page 5 is empty')).toBeTruthy();
    expect(screen.getByText('There are 25 things, on 3 pages.')).toBeTruthy();
    // A stale bookmark is not moved by itself: the person chooses.
    expect(screen.getByTestId('page').textContent).toBe('page 5');
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('Thing 21')).toBeTruthy();
  });

  it('steps back one page when a delete empties the page on screen', async () => {
    let total = 21;
    const { queryClient } = renderList(
      '/things?page=3',
      server(() => total),
    );
    expect(await screen.findByText('Thing 21')).toBeTruthy();
    // The last thing of page 3 is deleted here; the list is refreshed.
    total = 20;
    await act(() => queryClient.invalidateQueries({ queryKey: ['GET', '/things'] }));
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('page 2'));
    expect(await screen.findByText('Thing 20')).toBeTruthy();
    expect(screen.queryByText(/is empty/)).toBeNull();
  });

  it('keeps the first row on screen when rows per page change, and the size in the URL', async () => {
    const { router } = renderList(
      '/things?page=5',
      server(() => 60),
    );
    expect(await screen.findByText('Thing 41')).toBeTruthy();
    // The pager comes with the rows past the first screenful, in the table's second pass.
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Rows per page' }), '25');
    // Rows 41–50 were on screen; under 25 a page, row 41 is on page 2 (26–50).
    await waitFor(() => expect(router.state.location.search).toMatchObject({ size: 25, page: 2 }));
    expect(await screen.findByText('Thing 26')).toBeTruthy();
    expect(screen.getByText('Thing 41')).toBeTruthy();
    expect(screen.queryByText('Thing 25')).toBeNull();
  });

  it('keeps the previous page on screen, busy, while the next one loads', async () => {
    const fetchPage = server(() => 25);
    let release: () => void = () => {};
    const held = vi.fn(async (q: Parameters<Fetch>[0]) => {
      if ((q.page ?? 1) === 2) await new Promise<void>((resolve) => (release = resolve));
      return fetchPage(q);
    });
    renderList('/things', held);
    expect(await screen.findByText('Thing 1')).toBeTruthy();
    // The pager comes with the table's second pass of rows (the kit's firstPassRows), a moment after the first row.
    await userEvent.click(await screen.findByRole('button', { name: /Next/ }));
    await waitFor(() => expect(screen.getByTestId('page').textContent).toBe('page 2'));
    expect(screen.getByText('Thing 1')).toBeTruthy();
    expect(screen.getByRole('table').closest('[aria-busy]')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Updating…')).toBeTruthy();
    expect(screen.queryByText('No things yet')).toBeNull();
    act(() => release());
    expect(await screen.findByText('Thing 11')).toBeTruthy();
    expect(screen.queryByText('Thing 1')).toBeNull();
    expect(screen.getByRole('table').closest('[aria-busy]')).toBeNull();
  });

  it("keeps saved views under the list's own name, so a route moved to another path finds the same views", async () => {
    const viewsKeysAt = async (path: string) => {
      const { queryClient } = renderList(
        path,
        server(() => 3),
        path,
      );
      await screen.findByText('Thing 1');
      const keys = queryClient
        .getQueryCache()
        .getAll()
        .map((query) => JSON.stringify(query.queryKey))
        .filter((key) => key.includes('list-views'));
      cleanup();
      return keys;
    };
    const before = await viewsKeysAt('/things');
    const moved = await viewsKeysAt('/stock/items-moved');
    expect(before).not.toEqual([]);
    expect(moved).toEqual(before);
    expect(before.every((key) => key.includes('stock-items'))).toBe(true);
  });
});
