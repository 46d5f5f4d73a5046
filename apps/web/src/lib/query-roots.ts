// The first element of every query key, by domain. A feature's key factory starts its keys here, and a write
// that changes another domain's counts invalidates that domain through this module, so no feature imports
// another feature only for its keys (docs/decisions/0011-domain-screen-pattern.md).
export const queryRoots = {
  session: ['session'],
  account: ['account'],
  dashboard: ['dashboard'],
  users: ['users'],
  roles: ['roles'],
  organization: ['organization'],
  services: ['services'],
  tickets: ['tickets'],
  logs: ['logs'],
  help: ['help'],
  // The staff area: the signed-in staff member, and each staff domain's data.
  staffSession: ['staffSession'],
  adminDashboard: ['adminDashboard'],
  adminOrganizations: ['adminOrganizations'],
  adminUsers: ['adminUsers'],
  adminStaff: ['adminStaff'],
  adminLogs: ['adminLogs'],
  adminAliases: ['adminAliases'],
  adminServices: ['adminServices'],
  adminServiceTypes: ['adminServiceTypes'],
  adminInfrastructure: ['adminInfrastructure'],
  adminNetwork: ['adminNetwork'],
  adminSmsPool: ['adminSmsPool'],
  adminDevLogs: ['adminDevLogs'],
  adminPredefinedRoles: ['adminPredefinedRoles'],
  adminTools: ['adminTools'],
  adminSettings: ['adminSettings'],
} as const;

export type QueryDomain = keyof typeof queryRoots;

/** Marks every query of the named domains stale and refetches the ones on screen. */
export function invalidateDomains(
  queryClient: { invalidateQueries: (filters: { queryKey: readonly unknown[] }) => Promise<void> },
  ...domains: QueryDomain[]
) {
  return Promise.all(
    domains.map((domain) => queryClient.invalidateQueries({ queryKey: queryRoots[domain] })),
  );
}
