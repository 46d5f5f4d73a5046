// The app's QueryClient: caching defaults and the error policy. Loaded with the first screen that reads through
// TanStack Query (lib/query-client.tsx), so the sign-in page's first load carries none of Query's core
// (budget, decision 0010).
import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';

import { ApiError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@console/sdk';
import { toast } from '@console/ui';

import { isFormSubmitting } from '~/lib/forms/form-submits';
import { goOnTarget, isRefusedWrite, refusedWriteText } from '~/lib/forms/refused-writes';
import { notFoundPath, unauthorizedPath } from '~/lib/routing/status-paths';
import type { getRouter } from '~/router';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { handlesErrors?: boolean };
    /** `showsConflicts`: the caller shows a 412 itself (a delete dialog asking again), other errors not. */
    mutationMeta: { handlesErrors?: boolean; showsConflicts?: boolean };
  }
}

export function createQueryClient(router: ReturnType<typeof getRouter>): QueryClient {
  // Error policy (docs/product-rules.md#errors-and-messages): a query's 403 → /unauthorized, 404 → /notfound
  // (the staff area's own pages on a staff screen);
  // a mutation's 422 is shown on the form's fields (by the form), anything else as an error toast.
  // A 403 never signs the user out. Queries and mutations that handle their errors opt out through `meta`.
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status > 0),
      },
      // Offline, a save fails at once and its form keeps the input, instead of waiting unseen and going out
      // by itself when the connection is back (docs/product-rules.md#offline).
      mutations: { networkMode: 'always' },
    },
    queryCache: new QueryCache({
      onError: (error, query) => {
        // Only a query someone is looking at may navigate: a preload (hover) or a loader's own request has no
        // observer, and loaders turn their 403/404 into redirects themselves (lib/route-loading.ts).
        if (query.meta?.handlesErrors || query.getObserversCount() === 0) return;
        const { pathname } = router.state.location;
        if (error instanceof ForbiddenError)
          void router.navigate({ to: unauthorizedPath(pathname), replace: true });
        else if (error instanceof NotFoundError)
          void router.navigate({ to: notFoundPath(pathname), replace: true });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.handlesErrors) return;
        if (mutation.meta?.showsConflicts && error instanceof ConflictError) return;
        // A form shows its own 422, 403, 404 and 412 with the input kept (decisions 0015, 0031); elsewhere
        // (delete dialogs, buttons) a toast says it, a refused write with the way on.
        const refused = isRefusedWrite(error);
        const formShows = refused || error instanceof ValidationError || error instanceof ConflictError;
        // Offline, a form says it did not save and offers to once the connection is back (lib/edit-form.ts).
        if ((formShows || !onlineManager.isOnline()) && isFormSubmitting()) return;
        const goOn = refused ? goOnTarget(error, router.state.location.pathname) : null;
        // The kit's toast loads its library on first use (decision 0010).
        toast.error(refused ? refusedWriteText(error) : error.message, {
          ...(goOn && {
            action: { label: goOn.label, onClick: () => void router.navigate({ to: goOn.to }) },
          }),
        });
      },
    }),
  });
}
