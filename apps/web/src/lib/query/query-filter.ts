// Query filters by API path: every key of the app is the SDK's `['GET', path template, init]`, so a filter
// picks queries by their path template and path parameters (docs/decisions/0011-domain-screen-pattern.md).
// Apart from lib/query-paths.ts, whose table of domains only the writes need: the shell loads this one.
type Key = readonly unknown[];
type PathParams = Record<string, string | number>;

/** The path template a key asks for (`['GET', '/user/{id}', init]` → `/user/{id}`), if it is an API key. */
const pathOf = (key: Key) => (typeof key[0] === 'string' && typeof key[1] === 'string' ? key[1] : undefined);

const paramsOf = (key: Key): Record<string, unknown> =>
  (key[2] as { params?: { path?: Record<string, unknown> } } | undefined)?.params?.path ?? {};

/**
 * Whether a query key asks for one of `paths` or a path under one (`/user` covers `/user/{id}`, not `/users`),
 * and, when `pathParams` are given, for those path parameters (`{ id: 7 }`: user 7's, no one else's).
 */
export function keyUnder(key: Key, paths: readonly string[], pathParams: PathParams = {}): boolean {
  const path = pathOf(key);
  if (path === undefined || !paths.some((p) => path === p || path.startsWith(`${p}/`))) return false;
  const params = paramsOf(key);
  return Object.entries(pathParams).every(([name, value]) => params[name] === value);
}

/** A query filter (`invalidateQueries`, `removeQueries`) for every query under `paths` (see `keyUnder`). */
export const underPaths = (paths: readonly string[], pathParams?: PathParams) => ({
  predicate: (query: { queryKey: Key }) => keyUnder(query.queryKey, paths, pathParams),
});
