// The staff sidebar's entries and sections (docs/decisions/0049-languages.md): the staff access table
// (staff-access.ts) holds these keys, the staff layout and the command palette show them. Only they load this
// module; the table reads its keys' type alone, so the first chunk carries none of these words.
import { defineMessages } from '@console/ui/i18n';

export const staffMenuMessages = defineMessages(
  {
    /** Staff sidebar section title: the start page. */
    sectionOverview: 'Overview',
    /** Staff sidebar section title: the customers' organizations, users and aliases. */
    sectionCustomers: 'Customers',
    /** Staff sidebar section title: the services (virtual desktops, phones…) and their types. */
    sectionServices: 'Services',
    /** Staff sidebar section title: locations, resource pools, gateways, networks, SMS numbers. */
    sectionInfrastructure: 'Infrastructure',
    /** Staff sidebar section title: logs, tools, caches, migrations, settings. */
    sectionOperations: 'Operations',
    /** Staff sidebar section title: the staff members. */
    sectionStaff: 'Staff',
    /** Staff sidebar entry: the staff area's start page. */
    dashboard: 'Dashboard',
    /** Staff sidebar entry: every customer organization. */
    organizations: 'Organizations',
    /** Staff sidebar entry: the users of every organization. */
    users: 'Users',
    /** Staff sidebar entry: the aliases (service accounts) of every organization. */
    aliases: 'Aliases',
    /** Staff sidebar entry: the roles every organization starts with. */
    predefinedRoles: 'Predefined roles',
    /** Staff sidebar entry: the kinds of service offered (virtual desktop, virtual phone…). */
    serviceTypes: 'Service types',
    /** Staff sidebar entry: every service of every organization. */
    allServices: 'All services',
    /** Staff sidebar entry: the resource pools of the infrastructure. */
    resourcePools: 'Resource pools',
    /** Staff sidebar entry: the locations (data centres). */
    locations: 'Locations',
    /** Staff sidebar entry: the VPN gateways. */
    vpnGateways: 'VPN gateways',
    /** Staff sidebar entry: the networks. */
    networks: 'Networks',
    /** Staff sidebar entry: the pool of phone numbers used for SMS. */
    smsNumbers: 'SMS numbers',
    /** Staff sidebar entry: the audit logs of every organization. */
    auditLogs: 'Audit logs',
    /** Staff sidebar entry: the developers' technical logs. */
    developerLogs: 'Developer logs',
    /** Staff sidebar entry: checks of the back ends for developers. */
    developerTools: 'Developer tools',
    /** Staff sidebar entry: the server's caches. */
    caches: 'Caches',
    /** Staff sidebar entry: moving records between organizations. */
    migrations: 'Migrations',
    /** Staff sidebar entry: the console's settings. */
    settings: 'Settings',
    /** Staff sidebar entry: the staff members and their roles. */
    staffMembers: 'Staff members',
  },
  {
    de: () => import('./locales/staff-menu.de.po?raw'),
    fr: () => import('./locales/staff-menu.fr.po?raw'),
  },
);
