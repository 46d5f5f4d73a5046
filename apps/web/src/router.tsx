import { createRouter, lazyRouteComponent } from '@tanstack/react-router';

import { RoutePending } from '~/components/feedback';
import { consoleEnabled } from '~/lib/access/app-mode';
import { loadApiClients } from '~/lib/api/api';
import { lazyQueryClient } from '~/lib/query/query-client';
import { recoverFromDeploySkew } from '~/lib/routing/deploy-skew';
import { isSignedIn, sessionQueries } from '~/lib/session/session';
import { isStaffSignedIn } from '~/lib/session/staff-session';

import { routeTree } from './routeTree.gen';

/**
 * The error screen's code, tried again once the connection is back when it fails offline. Not the kit's
 * `importWhenOnline`: importing the kit here pulls a chunk of it, and Query with it, into /login (decision 0010).
 */
function loadRouteStates(): Promise<typeof import('~/components/feedback/route-states')> {
  return import('~/components/feedback/route-states').catch((error: unknown) => {
    if (navigator.onLine) throw error;
    return new Promise((resolve) =>
      window.addEventListener('online', () => resolve(loadRouteStates()), { once: true }),
    );
  });
}

/** After the first screen, a skeleton once shown stays this long (the router's default), so it never flashes. */
const LATER_PENDING_MIN_MS = 500;
/**
 * How long a screen may load before the layout shows its skeleton: on the first screen the document's own skeleton
 * is on screen already, so the router draws its own only if the load is slow (its default second), not at the
 * moment the screen's requests are about to leave; later navigations show it sooner. It is also as long as React's
 * first render waits for the first screen's load (client.tsx).
 */
export const FIRST_PENDING_MS = 1000;
const LATER_PENDING_MS = 150;

const inStaffArea = (pathname: string) => /^\/admin(\/|$)/.test(pathname);

export function getRouter() {
  const queryClient = lazyQueryClient(() =>
    import('~/lib/query/query-policy').then(({ createQueryClient }) => createQueryClient(router)),
  );
  const router = createRouter({
    routeTree,
    context: { loadQueryClient: queryClient.load },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: FIRST_PENDING_MS,
    // The first screen's skeleton is the document's own (prerendered), on screen since the first paint: it gives way
    // as soon as the screen is ready, instead of after the half second that keeps a skeleton from flashing on later
    // navigations (set below, once the first screen is shown; docs/decisions/0050-the-first-screen-without-waits.md).
    defaultPendingMinMs: 0,
    // Every screen loads and fails the same way: a skeleton in the layout, and the error with a Retry.
    defaultPendingComponent: RoutePending,
    // Loaded on first use: the kit's Button it needs stays out of the sign-in page's first load (decision 0010).
    // Offline it waits for the connection (the route's skeleton stays meanwhile, under the offline notice).
    defaultErrorComponent: lazyRouteComponent(loadRouteStates, 'RouteError'),
    scrollRestoration: true,
    Wrap: queryClient.Provider,
  });
  const unsubscribe = router.subscribe('onResolved', () => {
    router.options.defaultPendingMinMs = LATER_PENDING_MIN_MS;
    router.options.defaultPendingMs = LATER_PENDING_MS;
    unsubscribe();
  });
  // A tab opened before a deploy reloads into the new build when an old chunk is gone (lib/routing/deploy-skew.ts).
  if (typeof window !== 'undefined') recoverFromDeploySkew();
  // With a session stored, the first screen will need Query and the API's client: their code loads while the app
  // starts, not one round trip after.
  if (typeof window !== 'undefined' && (isSignedIn() || isStaffSignedIn())) {
    void queryClient.load();
    void loadApiClients();
  }
  // The console layout's guard waits for the privileges: asked for now, before the page's chunks below, not after
  // the router has started them (decision 0038). The guard finds the request in flight, or its answer cached.
  if (typeof window !== 'undefined' && consoleEnabled && isSignedIn() && !inStaffArea(location.pathname))
    void queryClient.load().then((client) => client.prefetchQuery(sessionQueries.privileges()));
  // The router loads a screen's chunk (its component and loader) only once every guard above it has passed, and the
  // signed-in layouts' guards wait for a request (the privileges, the staff member): with a session, the chunks of
  // the page being opened load beside that request instead of one round trip after it (decision 0038). Without
  // one the guard sends the page to sign-in, which must not load the refused page's code.
  router.subscribe('onBeforeLoad', ({ toLocation: { pathname } }) => {
    if (!(inStaffArea(pathname) ? isStaffSignedIn() : isSignedIn())) return;
    for (const route of router.getMatchedRoutes(pathname)[0])
      // A failed load is the router's to report, when it loads the chunk itself.
      router.loadRouteChunk(route)?.catch(() => undefined);
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
