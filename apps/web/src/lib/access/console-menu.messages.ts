// The console sidebar's entries (docs/decisions/0049-languages.md): the access table (access.ts) holds these keys,
// the layout and the command palette show them. Only they load this module; the table reads its keys' type alone,
// so the first chunk carries none of these words.
import { defineMessages } from '@console/ui/i18n';

export const consoleMenuMessages = defineMessages(
  {
    /** Sidebar entry: the start page after sign-in. */
    dashboard: 'Dashboard',
    /** Sidebar entry: the organization's details (name, address, contacts). */
    organizationInfo: 'Organization Info',
    /** Sidebar entry: the list of the organization's users. */
    users: 'Users',
    /** Sidebar entry: the list of the organization's roles (sets of privileges). */
    roles: 'Roles',
    /** Sidebar entry under "Services": the list of aliases (the organization's service accounts). */
    aliases: 'Aliases',
    /** Sidebar entry under "Support": the support tickets. */
    tickets: 'Tickets',
    /** Sidebar entry under "Support": the help pages of advice (product name of the section, keep short). */
    bestPractices: 'Best Practices',
    /** Sidebar entry under "Support": the help pages that explain the console. */
    userGuide: 'User Guide',
  },
  {
    de: () => import('./locales/console-menu.de.po?raw'),
    fr: () => import('./locales/console-menu.fr.po?raw'),
  },
);
