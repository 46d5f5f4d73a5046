import { ApiError, ForbiddenError, NotFoundError, ValidationError } from '@console/sdk';
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { RoutePending } from './features/shell';
import { goOnTarget, isRefusedWrite, refusedWriteText } from './lib/form-messages';
import { isFormSubmitting } from './lib/forms';
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
        if (mutation.meta?.handlesErrors) return;
        // A form shows its own 422, 403 and 404 with the input kept (decision 0015); elsewhere (delete dialogs,
        // buttons) a toast says it, a refused write with the way on.
        const refused = isRefusedWrite(error);
        if ((refused || error instanceof ValidationError) && isFormSubmitting()) return;
        const goOn = refused ? goOnTarget(error, router.state.location.pathname) : null;
        // Loaded on demand: the toast library stays out of the sign-in page's JavaScript (budget, decision 0010).
        void import('@console/ui').then(({ toast }) =>
          toast.error(refused ? refusedWriteText(error) : error.message, {
            ...(goOn && {
              action: { label: goOn.label, onClick: () => void router.navigate({ to: goOn.to }) },
            }),
          }),
        );
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
    // Loaded on first use: the kit's Button it needs stays out of the sign-in page's first load (decision 0010).
    defaultErrorComponent: lazyRouteComponent(
      () => import('./features/shell/components/route-states'),
      'RouteError',
    ),
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
