// The app's QueryClient: caching defaults and the error policy. Loaded with the first screen that reads through
// TanStack Query (lib/query/query-client.tsx), so the sign-in page's first load carries none of Query's core
// (budget, decision 0010).
import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import type { RegisteredRouter } from '@tanstack/react-router';

import { ApiError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@console/sdk';
import { toast } from '@console/ui';

import { errorText } from '~/lib/forms/error-text';
import { isFormSubmitting } from '~/lib/forms/form-submits';
import { goOnTarget, isRefusedWrite } from '~/lib/forms/refused-writes';
import { notFoundPath, unauthorizedPath } from '~/lib/routing/status-paths';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { handlesErrors?: boolean };
    /** `showsConflicts`: the caller shows a 412 itself (a delete dialog asking again), other errors not. */
    mutationMeta: { handlesErrors?: boolean; showsConflicts?: boolean };
  }
}

/** `router`: the app's router, as router.tsx registers it with TanStack Router (lib/ does not import router.tsx). */
export function createQueryClient(router: RegisteredRouter): QueryClient {
  // Error policy (docs/product-rules.md#errors-and-messages): a query's 403 → /unauthorized, 404 → /notfound
  // (the staff area's own pages on a staff screen);
  // a mutation's 422 is shown on the form's fields (by the form), anything else as an error toast.
  // A 403 never signs the user out. Queries and mutations that handle their errors opt out through `meta`.
  const client: AppQueryClient = new AppQueryClient({
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
        // observer, and loaders turn their 403/404 into redirects themselves (lib/routing/route-loading.ts).
        if (query.meta?.handlesErrors || query.getObserversCount() === 0) return;
        const { pathname } = router.state.location;
        if (error instanceof ForbiddenError)
          void router.navigate({ to: unauthorizedPath(pathname), replace: true });
        else if (error instanceof NotFoundError)
          void router.navigate({ to: notFoundPath(pathname), replace: true });
      },
    }),
    mutationCache: new MutationCache({
      onSuccess: () => client.saves?.postMessage(0),
      onError: (error, _vars, _ctx, mutation) => {
        if (mutation.meta?.handlesErrors) return;
        // A delete's dialog asks again itself, and may delete at once: a refetch now could find the record gone.
        if (mutation.meta?.showsConflicts && error instanceof ConflictError) return;
        // Someone else's change is on the server: what this page shows of it (a record's name in its header,
        // the list behind it) is refetched, while the form shows the change field by field.
        if (error instanceof ConflictError) void client.invalidateQueries();
        // A form shows its own 422, 403, 404 and 412 with the input kept (decisions 0015, 0031); elsewhere
        // (delete dialogs, buttons) a toast says it, a refused write with the way on.
        const refused = isRefusedWrite(error);
        const formShows = refused || error instanceof ValidationError || error instanceof ConflictError;
        // Offline, a form says it did not save and offers to once the connection is back (lib/forms/edit-form.ts).
        if ((formShows || !onlineManager.isOnline()) && isFormSubmitting()) return;
        const goOn = refused ? goOnTarget(error, router.state.location.pathname) : null;
        // The kit's toast loads its library on first use (decision 0010). The app's words for the error's class
        // (a refused write's with the way on), the server's own where it gave them.
        toast.error(errorText(error), {
          ...(goOn && {
            action: { label: goOn.label, onClick: () => void router.navigate({ to: goOn.to }) },
          }),
        });
      },
    }),
  });
  return client;
}

/**
 * The app's client. While it is mounted (the provider), it tells this browser's other tabs when a save succeeds
 * here, and listens for theirs: a save elsewhere may have changed anything this tab shows, so a tab in view
 * refetches what is on screen at once and a hidden one marks its data stale and refetches when it is shown again,
 * instead of showing old values for the 30 s they count as fresh; an edit form then says the record changed
 * (docs/product-rules.md#two-people-one-record).
 */
class AppQueryClient extends QueryClient {
  saves: BroadcastChannel | undefined;
  override mount() {
    super.mount();
    this.saves ??= new BroadcastChannel('console-saves');
    this.saves.onmessage = () =>
      void this.invalidateQueries({ refetchType: document.hidden ? 'none' : 'active' });
  }
  override unmount() {
    super.unmount();
    this.saves?.close();
    this.saves = undefined;
  }
}
