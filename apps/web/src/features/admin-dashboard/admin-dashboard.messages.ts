// The staff dashboard's words (docs/decisions/0049-languages.md).
import { defineMessages } from '@console/ui/i18n';

export const adminDashboardMessages = defineMessages(
  {
    /** Page heading of the staff area's dashboard. */
    title: 'Staff dashboard',
    /** Under that heading. */
    description: 'The whole platform at a glance.',
    /** Heading of the row of figures about the customers. */
    customers: 'Customers',
    /** Figure label: the number of organizations. */
    organizations: 'Organizations',
    /** Figure label: the number of active organizations. */
    activeOrganizations: 'Active organizations',
    /** Figure label: the number of users. */
    users: 'Users',
    /** Figure label: the number of aliases (other names of organizations). */
    aliases: 'Aliases',
    /** Heading of the row of figures about the services. */
    services: 'Services',
    /** Figure label: the number of virtual desktops. */
    virtualDesktops: 'Virtual desktops',
    /** Under the number of virtual desktops; {count} is how many of them are running. */
    running: '{count, plural, other {# running}}',
    /** Figure label: the number of virtual phones. */
    virtualPhones: 'Virtual phones',
    /** Figure label: the number of SMS numbers in use. */
    smsNumbers: 'SMS numbers in use',
    /** Figure label: the number of open tickets. */
    openTickets: 'Open tickets',
    /** Heading of the card of the latest audit log entries. */
    recentActivity: 'Recent activity',
    /** Link under that card to the full audit log. */
    allAuditLogs: 'All audit logs',
  },
  {
    de: () => import('./locales/admin-dashboard.de.po?raw'),
    fr: () => import('./locales/admin-dashboard.fr.po?raw'),
  },
);
