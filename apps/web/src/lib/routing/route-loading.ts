// What a route's loader does with a query: wait for it, turn a 403 or 404 into the redirect the product rules
// ask for (docs/product-rules.md#errors-and-messages), and stay silent when it is only a preload (a hover never navigates
// and never shows an error: the real navigation loads again).
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';

import { ForbiddenError, NotFoundError } from '@console/sdk';

import { notFoundPath, unauthorizedPath } from './status-paths';

interface LoaderArgs {
  context: { queryClient: QueryClient };
  preload: boolean;
  /** Where the load is going: a staff screen's refusal stays in the staff area. */
  location?: { pathname: string };
}

/**
 * Any feature's `queryOptions(...)` or `infiniteQueryOptions(...)`: their data and key types differ, the loader
 * only hands them on.
 */
type Loadable = { queryKey: QueryKey; queryFn?: unknown; initialPageParam?: unknown };

/** Waits for one query; an infinite one (it has a first page param) loads its first page. */
const ensure = (queryClient: QueryClient, query: Loadable) =>
  'initialPageParam' in query
    ? queryClient.ensureInfiniteQueryData(query as never)
    : queryClient.ensureQueryData(query as never);

/**
 * Throws the redirect a failed load calls for (403 → /unauthorized, 404 → /notfound, or the staff area's own
 * pages for a staff screen), else the error.
 */
function redirectForLoadError(error: unknown, pathname = ''): never {
  if (error instanceof ForbiddenError) throw redirect({ to: unauthorizedPath(pathname), replace: true });
  if (error instanceof NotFoundError) throw redirect({ to: notFoundPath(pathname), replace: true });
  throw error;
}

/**
 * A detail or form screen's loader: every query the screen reads is in the cache before it renders (so the
 * screen reads with `useSuspenseQuery` and never sees `undefined`).
 */
export async function loadQueries(
  { context, preload, location }: LoaderArgs,
  ...queries: Loadable[]
): Promise<void> {
  try {
    await Promise.all(queries.map((query) => ensure(context.queryClient, query)));
  } catch (error) {
    if (preload) return;
    redirectForLoadError(error, location?.pathname);
  }
}

/** A list screen's loader: starts the page's request without waiting, so the previous page stays on screen. */
export function prefetchQueries({ context }: LoaderArgs, ...queries: Loadable[]): void {
  for (const query of queries) void context.queryClient.prefetchQuery(query as never);
}
