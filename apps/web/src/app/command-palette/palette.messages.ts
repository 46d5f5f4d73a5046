// The command palette's and the shortcut sheet's words (docs/decisions/0049-languages.md). The screens it lists
// are the sidebar's entries, named by the sidebar's catalogs (components/navigation/*-menu.messages.ts).
import { defineMessages } from '@console/ui/i18n';

export const paletteMessages = defineMessages(
  {
    /** Title of the command palette dialog (for screen readers). */
    title: 'Search and commands',
    /** Name of the palette's search box, for screen readers. */
    searchLabel: 'Search screens, actions and records',
    /** Placeholder of the palette's search box. */
    searchPlaceholder: 'Search screens, actions and records…',
    /** Name of the palette's list of results, for screen readers. */
    results: 'Results',
    /** In the empty palette before anything is typed. */
    typeToSearch: 'Type to search.',
    /** When a search finds nothing; {query} is what was typed. */
    nothingFound: 'Nothing found for “{query}”.',
    /** While the records are searched. */
    searching: 'Searching…',
    /** Said to screen readers: how many results the palette lists; {count} is their number. */
    resultCount: '{count, plural, one {# result} other {# results}}',
    /** The same when some kinds of record could not be searched; {groups} names them (e.g. "Users, Roles"). */
    resultCountFailed: '{count, plural, one {# result} other {# results}}; {groups} could not be searched',
    /** At the foot of the palette, after the ↑ ↓ arrow keys. */
    hintMove: 'to move',
    /** The Enter key, as written on the key. */
    keyEnter: 'Enter',
    /** At the foot of the palette, after the Enter key. */
    hintOpen: 'to open',
    /** The Escape key, as written on the key. */
    keyEscape: 'Esc',
    /** The Control key, as written on the key (German keyboards: "Strg"). */
    keyControl: 'Ctrl',
    /** At the foot of the palette, after the Esc key. */
    hintClose: 'to close',
    /** Button at the foot of the palette: opens the list of keyboard shortcuts. */
    allShortcuts: 'All shortcuts',
    /** Group heading in the palette: records opened lately. */
    groupRecent: 'Recent',
    /** Group heading in the palette: screens to open. */
    groupScreens: 'Screens',
    /** Group heading in the palette: things to do. */
    groupActions: 'Actions',
    /** Group heading in the palette: users found. */
    groupUsers: 'Users',
    /** Group heading in the palette: roles found. */
    groupRoles: 'Roles',
    /** Group heading in the palette: aliases found. */
    groupAliases: 'Aliases',
    /** Group heading in the palette: tickets found. */
    groupTickets: 'Tickets',
    /** Group heading in the staff palette: organizations found. */
    groupOrganizations: 'Organizations',
    /** Group heading in the staff palette: services found. */
    groupServices: 'Services',
    /** Group heading in the staff palette: staff members found. */
    groupStaff: 'Staff members',
    /** Beside a service found in the staff palette; {organization} is its organization's name. */
    desktopDetail: 'Desktop · {organization}',
    /** Palette action: use the light colour theme. */
    themeLight: 'Switch to the light theme',
    /** Palette action: use the dark colour theme. */
    themeDark: 'Switch to the dark theme',
    /** Palette action: follow the operating system's colour theme. */
    themeSystem: "Use the system's theme",
    /** Palette action: sign out. */
    signOut: 'Sign out',
    /** Palette action of a staff member signed in as a user; {name} is the user's name. */
    endSignIn: 'End the sign-in as {name}',
    /** Palette screen: the audit log of the organization. */
    auditLog: 'Audit log',
    /** Other words people search the audit log by, separated by spaces (not shown). */
    auditLogKeywords: 'logs activity history',
    /** Palette screen: the signed-in person's own profile. */
    profile: 'Profile',
    /** Palette action: open the form that adds a user. */
    addUser: 'Add user',
    /** Palette action: open the form that adds a role. */
    addRole: 'Add role',
    /** Palette action: open the form for a new support ticket. */
    newTicket: 'New ticket',
    /** Staff palette action: open the form that adds an organization. */
    addOrganization: 'Add organization',
    /** Staff palette action: open the form that adds a location. */
    addLocation: 'Add location',
    /** Staff palette action: open the developer tools to run a check. */
    runCheck: 'Run a developer-tools check',
    /** Title of the dialog listing the keyboard shortcuts. */
    shortcutsTitle: 'Keyboard shortcuts',
    /** Between two keys pressed one after the other (G then U). */
    then: 'then',
    /** Shortcut group heading: shortcuts that work everywhere. */
    shortcutGroupGeneral: 'General',
    /** Shortcut group heading: shortcuts that open a screen (the screens' names follow). */
    shortcutGroupGoTo: 'Go to',
    /** Shortcut: open the command palette. */
    shortcutPalette: 'Search and run a command',
    /** Shortcut: put the cursor in the list's search box. */
    shortcutFocusSearch: "Search this list (the list's search box)",
    /** Shortcut: show this list of shortcuts. */
    shortcutSheet: 'Show keyboard shortcuts',
    /** Shortcut: close the open dialog or the palette. */
    shortcutClose: 'Close a dialog or the palette',
    /** Shortcut: move to the notifications, where a bulk action's Undo button is. */
    shortcutNotifications: "Go to the notifications (a bulk action's Undo)",
  },
  {
    de: () => import('./locales/palette.de.po?raw'),
    fr: () => import('./locales/palette.fr.po?raw'),
  },
);
