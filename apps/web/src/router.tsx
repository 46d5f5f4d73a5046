import { ApiError, ForbiddenError, NotFoundError, ValidationError } from '@console/sdk';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { RouteError, RoutePending } from './features/shell';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

export function getRouter() {
  // Error policy (docs/product-rules.md#errors-and-messages): a query's 403 → /unauthorized, 404 → /notfound;
  // a mutation's 422 is shown on the form's fields (by the form), anything else as an error toast.
  // A 403 never signs the user out. Queries and mutations that handle their errors opt out through `meta`.
  const queryClient: QueryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status > 0),
      },
    },
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Only a query someone is looking at may navigate: a preload (hover) or a loader's own request has no
        // observer, and loaders turn their 403/404 into redirects themselves (lib/route-loading.ts).
        if (query.meta?.handlesErrors || query.getObserversCount() === 0) return;
        if (error instanceof ForbiddenError) void router.navigate({ to: '/unauthorized', replace: true });
        else if (error instanceof NotFoundError) void router.navigate({ to: '/notfound', replace: true });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.handlesErrors || error instanceof ValidationError) return;
        // Loaded on demand: the toast library stays out of the sign-in page's JavaScript (budget, decision 0010).
        void import('@console/ui').then(({ toast }) => toast.error(error.message));
      },
    }),
  });

  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through TanStack Query, which owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 150,
    // Every screen loads and fails the same way: a skeleton in the layout, and the error with a Retry.
    defaultPendingComponent: RoutePending,
    defaultErrorComponent: RouteError,
    scrollRestoration: true,
    Wrap: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
