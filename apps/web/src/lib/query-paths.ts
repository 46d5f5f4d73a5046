// Every query of the app is keyed the SDK's way, `['GET', path template, init]` (the SDK's `queryOptions`),
// so a component or another team calling the SDK's builders for the same call shares the app's cache. A
// write refreshes what it changed by path: each domain names the API paths it reads, and a query is
// invalidated when its key's path is one of them or lies under one (docs/decisions/0011-domain-screen-pattern.md).
// So no feature imports another feature only for its keys.
import type { QueryClient } from '@tanstack/react-query';

export const domainPaths = {
  session: ['/user/me', '/user/privileges'],
  account: ['/user/passwordpolicy', '/user/{id}/2fa'],
  dashboard: ['/dashboard'],
  // The users' lists and pickers, each user, and a role's members (the users holding it).
  users: ['/user'],
  roles: ['/roles'],
  organization: ['/organization'],
  services: ['/aliases', '/services'],
  tickets: ['/tickets'],
  logs: ['/logs'],
  help: ['/help'],
  // The staff area: every staff path starts with /admin.
  staffSession: ['/admin/staff/me'],
  adminDashboard: ['/admin/dashboard'],
  // An organisation, its invitation and (through its aliases) every service it holds.
  adminOrganizations: ['/admin/organizations'],
  adminUsers: ['/admin/users', '/admin/user'],
  adminStaff: ['/admin/staff'],
  adminLogs: ['/admin/logs'],
  adminAliases: ['/admin/aliases', '/admin/organizations/{orgId}/aliases'],
  adminServices: ['/admin/services'],
  adminServiceTypes: ['/admin/servicetypes'],
  adminInfrastructure: ['/admin/resourcepools', '/admin/locations'],
  adminNetwork: ['/admin/vpngateways', '/admin/networks'],
  adminSmsPool: ['/admin/infra/smsnumbers'],
  adminDevLogs: ['/admin/devlogs'],
  adminPredefinedRoles: ['/admin/userroles'],
  adminTools: ['/admin/caches', '/admin/devtools'],
  adminSettings: ['/admin/settings'],
} as const satisfies Record<string, readonly string[]>;

export type QueryDomain = keyof typeof domainPaths;

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

/** Marks every query of the named domains stale and refetches the ones on screen. */
export function invalidateDomains(queryClient: Pick<QueryClient, 'invalidateQueries'>, ...domains: QueryDomain[]) {
  return queryClient.invalidateQueries(underPaths(domains.flatMap((domain) => domainPaths[domain])));
}
