// Every query of the app is keyed the SDK's way, `['GET', path template, init]` (the SDK's `queryOptions`),
// so a component or another team calling the SDK's builders for the same call shares the app's cache. A write
// refreshes what it changed by path: each domain that writes reach names the API paths it reads, and a query is
// invalidated when its key's path is one of them or lies under one (docs/decisions/0011-domain-screen-pattern.md).
// So no feature imports another feature only for its keys.
import type { QueryClient } from '@tanstack/react-query';

import { underPaths } from './query-filter';

export const domainPaths = {
  session: ['/user/me', '/user/privileges'],
  dashboard: ['/dashboard'],
  // The users' lists and pickers, each user, and a role's members (the users holding it).
  users: ['/user'],
  roles: ['/roles'],
  organization: ['/organization'],
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
  adminPredefinedRoles: ['/admin/userroles'],
} as const satisfies Record<string, readonly string[]>;

export type QueryDomain = keyof typeof domainPaths;

/** Marks every query of the named domains stale and refetches the ones on screen. */
export function invalidateDomains(
  queryClient: Pick<QueryClient, 'invalidateQueries'>,
  ...domains: QueryDomain[]
) {
  return queryClient.invalidateQueries(underPaths(domains.flatMap((domain) => domainPaths[domain])));
}
