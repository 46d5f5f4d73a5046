// TanStack Query options built from a client: typed by the path, with the key scheme of openapi-react-query
// (`[method, path, init]`), so `useQuery`, `useSuspenseQuery`, `useInfiniteQuery`, `useMutation`,
// `queryClient.fetchQuery` and `invalidateQueries` all take them. No dependency on TanStack Query itself.
import type { Client, ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';
import type { CallOptions } from './call-options.ts';
import type { ApiClient, HttpMethod, InitParam, Media, Success } from './client.ts';
import type { paths } from './openapi.gen.ts';
import type { PageItem, PagedPath, PaginateInit } from './paginate.ts';

type PathsWith<M extends HttpMethod> = ClientPathsWithMethod<Client<paths>, M>;
type DataOf<M extends HttpMethod, P extends PathsWith<M>, Init> = Success<
  FetchResponse<NonNullable<paths[P][M]>, Init, Media>
>['data'];
type Call = (path: string, init?: object) => Promise<{ data: unknown }>;

/** What `queryOptions` answers: `useQuery`, `useSuspenseQuery`, `fetchQuery` and `prefetchQuery` take it. */
export interface ApiQueryOptions<Key extends readonly unknown[], Data> {
  queryKey: Key;
  queryFn: (context: { signal: AbortSignal }) => Promise<Data>;
}

/** What `mutationOptions` answers: `useMutation` takes it (spread it to add `onSuccess` and the like). */
export interface ApiMutationOptions<Key extends readonly unknown[], Init, Data> {
  mutationKey: Key;
  mutationFn: (init: Init) => Promise<Data>;
}

/** `[method, path, init]`: the same key for the same call; a prefix (`['GET', '/user']`) invalidates them all. */
export type ApiQueryKey<M extends string, P extends string, Init> = readonly [Uppercase<M>, P, Init];

/** For `useQuery(queryOptions(api, '/user/{id}', { params: { path: { id } } }))`. Cancels with the query. */
export function queryOptions<P extends PathsWith<'get'>, Init extends MaybeOptionalInit<paths[P], 'get'>>(
  api: ApiClient,
  path: P,
  ...[init]: InitParam<Init>
): ApiQueryOptions<ApiQueryKey<'GET', P, Init | Record<string, never>>, DataOf<'get', P, Init>> {
  const get = api.GET as unknown as Call;
  return {
    queryKey: ['GET', path, init ?? {}] as ApiQueryKey<'GET', P, Init | Record<string, never>>,
    queryFn: async ({ signal }: { signal: AbortSignal }) =>
      (await get(path, { ...init, signal })).data as DataOf<'get', P, Init>,
  };
}

/**
 * For `useInfiniteQuery`: one page of a list per fetch (`page` from 1, or the `page` in `query`), the next
 * page while `page * size < total`. `data.pages` holds the answers (`items`, `total`, `page`, `size`).
 */
export function infiniteQueryOptions<P extends PagedPath>(
  api: ApiClient,
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

type Lower = { POST: 'post'; PUT: 'put'; PATCH: 'patch'; DELETE: 'delete' };
type MutationMethod = keyof Lower;
type MutationInit<M extends MutationMethod, P extends PathsWith<Lower[M]>> = MaybeOptionalInit<
  paths[P],
  Lower[M]
> &
  CallOptions;

/** For `useMutation(mutationOptions(api, 'PUT', '/user/{id}'))`; `mutate(init)` takes the call's init. */
export function mutationOptions<M extends MutationMethod, P extends PathsWith<Lower[M]>>(
  api: ApiClient,
  method: M,
  path: P,
): ApiMutationOptions<readonly [M, P], MutationInit<M, P>, DataOf<Lower[M], P, MutationInit<M, P>>> {
  const call = api[method] as unknown as Call;
  return {
    mutationKey: [method, path] as const,
    mutationFn: async (init) => (await call(path, init)).data as DataOf<Lower[M], P, MutationInit<M, P>>,
  };
}
