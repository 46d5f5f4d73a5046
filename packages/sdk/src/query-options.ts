// TanStack Query options built from a client: typed by the path, with the key scheme of openapi-react-query
// (`[method, path, init]`), so `useQuery`, `useSuspenseQuery`, `useInfiniteQuery`, `useMutation`,
// `queryClient.fetchQuery` and `invalidateQueries` all take them. No dependency on TanStack Query itself. They
// take anything with the client's method (`Pick<ApiClient, 'GET'>`), so a wrapper that loads the client lazily
// builds the same keys.
import type { Client, ClientPathsWithMethod, FetchResponse, MaybeOptionalInit } from 'openapi-fetch';

import type { CallOptions } from './call-options.ts';
import type { ApiClient, HttpMethod, InitParam, Media, Success } from './client.ts';
import type { paths } from './openapi.gen.ts';

type PathsWith<M extends HttpMethod> = ClientPathsWithMethod<Client<paths>, M>;
type DataOf<M extends HttpMethod, P extends PathsWith<M>, Init> = Success<
  FetchResponse<NonNullable<paths[P][M]>, Init, Media>
>['data'];
/** A client method as the builders call it (the types are checked at the builder's signature). */
export type Call = (path: string, init?: object) => Promise<{ data: unknown }>;

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
  api: Pick<ApiClient, 'GET'>,
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

type Lower = { POST: 'post'; PUT: 'put'; PATCH: 'patch'; DELETE: 'delete' };
type MutationMethod = keyof Lower;
type MutationInit<M extends MutationMethod, P extends PathsWith<Lower[M]>> = MaybeOptionalInit<
  paths[P],
  Lower[M]
> &
  CallOptions;

/** For `useMutation(mutationOptions(api, 'PUT', '/user/{id}'))`; `mutate(init)` takes the call's init. */
export function mutationOptions<M extends MutationMethod, P extends PathsWith<Lower[M]>>(
  api: Pick<ApiClient, M>,
  method: M,
  path: P,
): ApiMutationOptions<readonly [M, P], MutationInit<M, P>, DataOf<Lower[M], P, MutationInit<M, P>>> {
  const call = api[method] as unknown as Call;
  return {
    mutationKey: [method, path] as const,
    mutationFn: async (init) => (await call(path, init)).data as DataOf<Lower[M], P, MutationInit<M, P>>,
  };
}
