// renderRoute: the app's real route tree and router options (guards, loaders, search validation, pending and
// error screens, the QueryClient's error policy) under a memory history, the real SDK answered by the
// in-process mock, a person signed in through the mock (docs/decisions/0034-screen-tests-and-submit-row.md).
import { createMemoryHistory, type RootRouteOptions, RouterProvider } from '@tanstack/react-router';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { changeLocale, type Locale } from '@console/ui/i18n';

import { staffTokens, userTokens } from '~/lib/api/api';
import { getRouter } from '~/router';
import { routeTree } from '~/routeTree.gen';

import {
  answerFromMock,
  consoleSignIn,
  type Fault,
  mockControls,
  type PersonaKey,
  refuseRequests,
  type SentRequest,
  type StaffRole,
  staffSignIn,
  testMock,
} from './mock-api';

// The root route's shell is the whole document (<html>, <head>, <body>), which the app renders into the
// document itself (client.tsx). A test renders into a container in <body>: the screens without the document.
(routeTree.options as RootRouteOptions).shellComponent = undefined;

export interface RenderRouteOptions {
  /**
   * Who is signed in: a console persona of the mock (`'owner'`, `'readonly'`, `'helpdesk'`, …), a staff member
   * by role (`'Administrator'`, `'Support'`), or nobody (`null`). The owner by default.
   */
  as?: PersonaKey | StaffRole | null;
  /** Faults armed before the first request, e.g. `{ operationId: 'listUsers', status: 500 }`. */
  faults?: Fault[];
  /** The mock's settings from the first request on, e.g. `{ latencyMs: 100 }` (a reset puts them back). */
  mockConfig?: Record<string, unknown>;
  /**
   * The tab's language: English by default; `'de'` or `'fr'` for a translated screen, `'en-XA'` (the
   * pseudo-locale) to find text that does not come from a catalog (docs/decisions/0049-languages.md).
   */
  locale?: Locale;
  /** Runs once the session is stored, before the app starts: what the served shell does then (its early reads). */
  beforeStart?: () => void;
}

const STAFF_ROLES: readonly string[] = ['Administrator', 'Support'] satisfies StaffRole[];

let mounted: { unmount: () => Promise<void> } | undefined;

/** Renders the app at `url` (a path with its search) and answers what a test needs to drive and read it. */
export async function renderRoute(
  url: string,
  { as = 'owner', faults = [], mockConfig, locale = 'en', beforeStart }: RenderRouteOptions = {},
) {
  const mock = testMock();
  const controls = mockControls(mock);
  await controls.reset();
  localStorage.clear();
  sessionStorage.clear();
  const sent: SentRequest[] = [];
  answerFromMock(mock, sent);
  if (as !== null) {
    if (STAFF_ROLES.includes(as)) staffTokens.setTokens(await staffSignIn(mock, as as StaffRole));
    else userTokens.setTokens(await consoleSignIn(mock, as as PersonaKey));
  }
  for (const fault of faults) await controls.fault(fault);
  if (mockConfig) await controls.config(mockConfig);
  await changeLocale(locale);
  beforeStart?.();

  // The app's own router (a fresh QueryClient with it), moved onto a memory history before anything loads.
  const router = getRouter();
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [url] }) });
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  mounted = {
    unmount: async () => {
      view.unmount();
      // Nothing of this test runs on into the next: its requests are cancelled (no retries), its cache dropped.
      const queryClient = await router.options.context.loadQueryClient();
      await queryClient.cancelQueries();
      queryClient.clear();
    },
  };
  return {
    ...view,
    router,
    user,
    /** The mock: its controls, and its state (`mock.state.db.users`, …) to read or change. */
    mock: { ...controls, state: mock.app.state, advance: mock.advance },
    /** The API requests the app sent so far, oldest first (`SCREEN_TEST_REQUESTS=1` prints them as they go). */
    requests: sent,
    /** Where the app is now: path and search as in the address bar. */
    location: () => router.state.location,
  };
}

export type RenderedRoute = Awaited<ReturnType<typeof renderRoute>>;

/**
 * After each test: nothing of it reaches the next test, in this file or (the screen tests share their worker,
 * docs/testing.md) the next file: the screen unmounts, its QueryClient is dropped, a request still on its way
 * never reaches the next test's mock, storage is emptied.
 */
export async function endScreenTest() {
  await mounted?.unmount();
  mounted = undefined;
  cleanup();
  refuseRequests();
  localStorage.clear();
  sessionStorage.clear();
  // What a test's `beforeStart` left as the served shell would (lib/session/early-reads.ts).
  delete window.__earlyReads;
  await changeLocale('en');
}
