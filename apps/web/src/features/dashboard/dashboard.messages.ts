// The console's dashboard (docs/decisions/0049-languages.md).
import { defineMessages } from '@console/ui/i18n';

export const dashboardMessages = defineMessages(
  {
    /** Page heading of the dashboard; {name} is the signed-in user's first name. */
    welcome: 'Welcome, {name}',
    /** Tile label: the organization's users. */
    tileUsers: 'Users',
    /** Value of the users tile; {active} is the number of active users, {total} the number of all users. */
    usersValue: '{active} active of {total}',
    /** Link under the users tile, to the users list. */
    viewUsers: 'View users',
    /** Tile label: the organization's aliases (service accounts). */
    tileAliases: 'Aliases',
    /** Link under the aliases tile, to the aliases list. */
    viewAliases: 'View aliases',
    /** Tile label: the organization's virtual desktops. */
    tileDesktops: 'Virtual desktops',
    /** Tile label: the organization's virtual phones. */
    tilePhones: 'Virtual phones',
    /** Tile label: the organization's phone numbers for SMS. */
    tileSmsNumbers: 'SMS numbers',
    /** Tile label: the support tickets not yet closed. */
    tileOpenTickets: 'Open tickets',
    /** Link under the open tickets tile, to the tickets list. */
    viewTickets: 'View tickets',
    /** Title of the card listing the latest audit log entries. */
    recentActivity: 'Recent activity',
    /** In the recent activity card when the audit log has no entry yet. */
    nothingYet: 'Nothing has happened yet',
    /** Who did something, when the audit log entry was made by the console itself, not by a person. */
    system: 'System',
    /** Link under the recent activity, to the whole audit log. */
    allActivity: 'All activity in the audit log',
  },
  {
    de: () => import('./locales/dashboard.de.po?raw'),
    fr: () => import('./locales/dashboard.fr.po?raw'),
  },
);
