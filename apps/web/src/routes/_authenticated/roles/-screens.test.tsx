// @vitest-environment jsdom
// The roles list and the edit-role screen rendered through the router with the app's own route options
// (search, guard, loader, screen) under a memory history, the API answered by a stubbed fetch
// (docs/decisions/0034-screen-tests-and-submit-row.md).
import { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { loadApiClients } from '~/lib/api/api';
import { sessionQueries } from '~/lib/session/session';

import { Route as editRoleRoute } from './$roleId/edit';
import { Route as rolesRoute } from './index';

vi.hoisted(() => {
  // The SDK's requests need an absolute address outside a browser.
  vi.stubEnv('VITE_API_BASE_URL', 'http://console.test/api');
});
// The router restores scroll on navigation; jsdom has no scrolling.
window.scrollTo = () => {};
// The machine running the suite is shared: a screen may take more than a second to settle.
configure({ asyncUtilTimeout: 5000 });
// The SDK's clients load with the first request; loaded here, the first test does not wait for them.
beforeAll(() => loadApiClients(), 20_000);

const role = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  name,
  description: `${name} things`,
  privileges: ['users:list'],
  users_count: 0,
  is_predefined: false,
  created_at: '2026-01-05T10:00:00Z',
  updated_at: '2026-01-05T10:00:00Z',
  ...extra,
});
const ROLES = [
  role(1, 'Auditor', { users_count: 2 }),
  role(2, 'Billing'),
  role(3, 'Support'),
  role(5, 'Administrator', { is_predefined: true }),
];

type Answer = { status: number; body: unknown; headers?: Record<string, string> };
const json = ({ status, body, headers }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

/** The API as these screens use it; `put` answers a save. */
function stubApi(
  put: (body: unknown) => Answer = (body) => ({ status: 200, body: { ...ROLES[0], ...(body as object) } }),
) {
  const requests: { method: string; path: string; query: URLSearchParams; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/api/, '');
    const body = request.method === 'GET' ? undefined : await request.json();
    requests.push({ method: request.method, path, query: url.searchParams, body });
    if (request.method === 'GET' && path === '/roles') {
      const search = url.searchParams.get('search') ?? '';
      const items = ROLES.filter((r) => r.name.toLowerCase().includes(search.toLowerCase()));
      return json({ status: 200, body: { items, total: items.length, page: 1, size: 25 } });
    }
    if (request.method === 'GET' && path === '/roles/privileges') {
      return json({
        status: 200,
        body: [
          {
            area: 'users',
            label: 'Users',
            privileges: [
              { name: 'users:list', label: 'See users' },
              { name: 'users:edit', label: 'Edit users' },
            ],
          },
        ],
      });
    }
    const one = ROLES.find((r) => path === `/roles/${r.id}`);
    if (request.method === 'GET' && one) return json({ status: 200, body: one, headers: { ETag: '"v1"' } });
    if (request.method === 'PUT' && path === '/roles/1') return json(put(body));
    return json({ status: 404, body: { detail: 'Not found' } });
  });
  return requests;
}

function renderAt(url: string, privileges: string[] = ['roles:*', 'roles:delete']) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(sessionQueries.privileges().queryKey, privileges);
  const root = createRootRouteWithContext<{ loadQueryClient: () => Promise<QueryClient> }>()({
    component: () => (
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    ),
  });
  // The signed-in layout's part the screens rely on: the query client and the person's privileges.
  const signedIn = createRoute({
    getParentRoute: () => root,
    id: '_authenticated',
    beforeLoad: () => ({ queryClient, privileges }),
  });
  const roles = createRoute({ getParentRoute: () => signedIn, path: 'roles' });
  const list = createRoute({ ...rolesRoute.options, getParentRoute: () => roles, path: '/' } as never);
  const oneRole = createRoute({ getParentRoute: () => roles, path: '$roleId' });
  const details = createRoute({
    getParentRoute: () => oneRole,
    path: '/',
    component: () => <h1>Role details</h1>,
  });
  const edit = createRoute({
    ...editRoleRoute.options,
    getParentRoute: () => oneRole,
    path: 'edit',
  } as never);
  const unauthorized = createRoute({
    getParentRoute: () => root,
    path: 'unauthorized',
    component: () => <h1>Not allowed</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([
      signedIn.addChildren([roles.addChildren([list, oneRole.addChildren([details, edit])])]),
      unauthorized,
    ]),
    history: createMemoryHistory({ initialEntries: [url] }),
    context: { loadQueryClient: async () => queryClient },
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('the roles list screen', () => {
  beforeEach(() => void stubApi());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('lists the roles, searches them and says when none match', async () => {
    const router = renderAt('/roles');
    expect((await screen.findByRole('link', { name: 'Auditor' })).getAttribute('href')).toBe('/roles/1');
    const table = screen.getByRole('table');
    expect(within(table).getByText('Support')).toBeTruthy();

    const box = screen.getByRole('searchbox', { name: 'Search roles' });
    await userEvent.type(box, 'zzz{Enter}');
    expect(await screen.findByText('No roles match “zzz”')).toBeTruthy();
    expect(router.state.location.search).toMatchObject({ search: 'zzz' });
  });

  it('offers no links, row menu or Add to someone who may only see roles', async () => {
    renderAt('/roles', ['roles:list']);
    // The name is text, not a link to a page they could not act on.
    expect(await screen.findByText('Auditor')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Auditor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Actions for Auditor' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add role' })).toBeNull();
  });

  it('sends someone without the privilege to the unauthorized page', async () => {
    renderAt('/roles', ['tickets:list']);
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeTruthy();
  });
});

describe('the edit-role screen', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps Save off until something changed, then saves and goes to the role', async () => {
    const requests = stubApi();
    const router = renderAt('/roles/1/edit');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    expect((name as HTMLInputElement).value).toBe('Auditor');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save.hasAttribute('disabled')).toBe(true);

    await userEvent.clear(name);
    await userEvent.type(name, 'Auditors');
    expect(save.hasAttribute('disabled')).toBe(false);
    await userEvent.click(save);

    expect(await screen.findByRole('heading', { name: 'Role details' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/roles/1');
    const sent = requests.find((r) => r.method === 'PUT');
    expect(sent?.body).toMatchObject({ name: 'Auditors' });
  });

  it('opens a predefined role read-only: it says why, and offers no Save', async () => {
    stubApi();
    renderAt('/roles/5/edit');
    expect(await screen.findByText(/Administrator is a predefined role/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Name/ })).toBeNull();
  });

  it("shows the server's refusal of a name on the name field and stays", async () => {
    stubApi(() => ({
      status: 422,
      body: {
        detail: [{ loc: ['body', 'name'], msg: 'A role with this name exists.', type: 'value_error' }],
      },
    }));
    const router = renderAt('/roles/1/edit');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await userEvent.type(name, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('A role with this name exists.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(router.state.location.pathname).toBe('/roles/1/edit');
  });
});
