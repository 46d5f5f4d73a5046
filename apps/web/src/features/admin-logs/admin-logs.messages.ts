// The staff area's audit logs (docs/decisions/0049-languages.md): the list, its filters, an entry's page and the
// names of the staff's own actions.
import { defineMessages } from '@console/ui/i18n';

export const adminLogsMessages = defineMessages(
  {
    /** Page heading of the audit logs; also the breadcrumb to them. */
    title: 'Audit logs',
    /** Under that heading. */
    description:
      "Who did what across every organization and the staff, newest first. Pick an entry's time for what changed.",
    /** Label of the list's search box. */
    searchLabel: 'Search the audit logs',
    /** Placeholder of the list's search box. */
    searchPlaceholder: 'Action, description or IP',
    /** Shown when a search finds no entry. */
    searchHint: 'Search for an action, part of the description or an IP address.',
    /** Shown when nothing was ever recorded. */
    empty: 'Nothing recorded yet',
    /** Caption of the table. */
    caption: 'Audit log entries',
    /** The list's noun for one row, as in "1 entry" (lower case). */
    nounOne: 'entry',
    /** The list's noun for several rows, as in "5 entries" (lower case). */
    nounOther: 'entries',
    /** Shown when the filters find no entry. */
    widenHint: 'Widen the dates or clear a filter.',
    /** Column header, filter and detail label: the organization an entry is about. */
    organization: 'Organization',
    /** Column of the exported file only: the organization's number. */
    organizationId: 'Organization id',
    /** In the organization column: an entry about the whole platform. */
    platform: 'Platform',
    /** The organization detail of an entry about the whole platform. */
    platformWide: 'Platform-wide',
    /** An organization whose name is not loaded; {id} is its number. */
    organizationNumber: 'Organization #{id}',
    /** Tooltip of an organization's name in the list: it filters by it; {name} is the organization. */
    onlyEntriesOf: 'Only entries of {name}',
    /** Column header, filter and detail label: who acted. */
    actor: 'Actor',
    /** Column of the exported file only: whether the actor is a user or a staff member. */
    actorType: 'Actor type',
    /** Column of the exported file only: the actor's number. */
    actorId: 'Actor id',
    /** Tooltip of an actor's name in the list: it filters by them; {name} is the actor. */
    onlyEntriesBy: 'Only entries by {name}',
    /** Under a staff actor: the user they acted as; {name} is the user. */
    asUser: 'as {name}',
    /** Label of the chip of the one person filtered by. */
    person: 'Person',
    /** A staff member whose name is not on screen; {id} is their number. */
    staffMemberNumber: 'Staff member #{id}',
    /** A user whose name is not on screen; {id} is their number. */
    userNumber: 'User #{id}',
    /** The actor of a staff member's entry whose name is not known. */
    aStaffMember: 'A staff member',
    /** The actor of an entry no person made. */
    system: 'System',
    /** Badge beside a staff actor. */
    staffBadge: 'Staff',
    /** Actor filter: no filter. */
    anyone: 'Anyone',
    /** Actor filter: the customers' users. */
    users: 'Users',
    /** Actor filter: the provider's staff. */
    staff: 'Staff',
    /** Column header and detail label: what was done. */
    action: 'Action',
    /** Column header: where the action came from (an IP address). */
    from: 'From',
    /** Detail label: when. */
    when: 'When',
    /** Detail label: the user a staff member acted as. */
    onBehalfOf: 'On behalf of',
    /** Detail label: what the action was done to. */
    target: 'Target',
    /** Detail label: the IP address the action came from. */
    fromIp: 'From (IP address)',
    /** Detail label: the browser's description of itself. */
    userAgent: 'User agent',
    /** In place of an unknown IP address or user agent. */
    unknown: 'Unknown',
    /** Under an entry's heading; {id} is the entry's number. */
    entryNumber: 'Entry #{id}',
    /** Placeholder of the organization picker. */
    anyOrganization: 'Any organization',
    /** In the organization picker's list while it searches. */
    searching: 'Searching…',
    /** In the organization picker's list when nothing matches. */
    noOrganizationMatches: 'No organization matches',
    /** Audit log action of the staff area (code session.sso_end). */
    actionSessionSsoEnd: 'Staff sign-in as a user ended',
    /** Audit log action of the staff area (code alias.migrate). */
    actionAliasMigrate: 'Alias moved to another organization',
    /** Audit log action of the staff area (code cache.flush). */
    actionCacheFlush: 'Cache flushed',
    /** Audit log action of the staff area (code settings.update). */
    actionSettingsUpdate: 'Platform settings changed',
    /** Audit log action of the staff area (code predefined_role.create). */
    actionPredefinedRoleCreate: 'Predefined role added',
    /** Audit log action of the staff area (code predefined_role.update). */
    actionPredefinedRoleUpdate: 'Predefined role changed',
    /** Audit log action of the staff area (code predefined_role.delete). */
    actionPredefinedRoleDelete: 'Predefined role deleted',
    /** Audit log action of the staff area (code service_type.create). */
    actionServiceTypeCreate: 'Service type added',
    /** Audit log action of the staff area (code service_type.update). */
    actionServiceTypeUpdate: 'Service type changed',
    /** Audit log action of the staff area (code service_type.delete). */
    actionServiceTypeDelete: 'Service type deleted',
    /** Audit log action of the staff area (code location.create). */
    actionLocationCreate: 'Location added',
    /** Audit log action of the staff area (code location.update). */
    actionLocationUpdate: 'Location changed',
    /** Audit log action of the staff area (code location.delete). */
    actionLocationDelete: 'Location deleted',
    /** Audit log action of the staff area (code resource_pool.create). */
    actionResourcePoolCreate: 'Resource pool added',
    /** Audit log action of the staff area (code resource_pool.update). */
    actionResourcePoolUpdate: 'Resource pool changed',
    /** Audit log action of the staff area (code resource_pool.delete). */
    actionResourcePoolDelete: 'Resource pool deleted',
    /** Audit log action of the staff area (code vpn_gateway.create). */
    actionVpnGatewayCreate: 'VPN gateway added',
    /** Audit log action of the staff area (code vpn_gateway.update). */
    actionVpnGatewayUpdate: 'VPN gateway changed',
    /** Audit log action of the staff area (code vpn_gateway.delete). */
    actionVpnGatewayDelete: 'VPN gateway deleted',
    /** Audit log action of the staff area (code network.create). */
    actionNetworkCreate: 'Network added',
    /** Audit log action of the staff area (code network.update). */
    actionNetworkUpdate: 'Network changed',
    /** Audit log action of the staff area (code network.delete). */
    actionNetworkDelete: 'Network deleted',
    /** Audit log action of the staff area (code sms_number.create). */
    actionSmsNumberCreate: 'Pooled SMS number added',
    /** Audit log action of the staff area (code sms_number.update). */
    actionSmsNumberUpdate: 'Pooled SMS number changed',
    /** Audit log action of the staff area (code sms_number.release). */
    actionSmsNumberRelease: 'Pooled SMS number released',
  },
  {
    de: () => import('./locales/admin-logs.de.po?raw'),
    fr: () => import('./locales/admin-logs.fr.po?raw'),
  },
);
