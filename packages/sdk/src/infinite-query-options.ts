// `infiniteQueryOptions`, beside `queryOptions` (query-options.ts) in a module of its own, so that an app's
// bundle that needs only `queryOptions` at start-up does not carry it.
import type { ApiClient } from './client.ts';
import type { PagedPath, PageItem, PaginateInit } from './paginate.ts';
import type { Call } from './query-options.ts';

/**
 * For `useInfiniteQuery`: one page of a list per fetch (`page` from 1, or the `page` in `query`), the next
 * page while `page * size < total`. `data.pages` holds the answers (`items`, `total`, `page`, `size`).
 */
export function infiniteQueryOptions<P extends PagedPath>(
  api: Pick<ApiClient, 'GET'>,
  path: P,
  init: PaginateInit<P> = {},
) {
  type Page = { items: PageItem<P>[]; total: number; page: number; size: number };
  const get = api.GET as unknown as Call;
  const firstPage = (init.params?.query as { page?: number } | undefined)?.page ?? 1;
  return {
    queryKey: ['GET', path, init, 'infinite'] as const,
    initialPageParam: firstPage,
    queryFn: async ({ signal, pageParam }: { signal: AbortSignal; pageParam: number }) => {
      const params = { ...init.params, query: { ...init.params?.query, page: pageParam } };
      return (await get(path, { ...init, signal, params })).data as Page;
    },
    getNextPageParam: (last: Page): number | undefined =>
      last.items.length > 0 && last.page * last.size < last.total ? last.page + 1 : undefined,
  };
}
