// The staff area's user screens (docs/decisions/0049-languages.md): the list of every user and a user's page with
// the sign-in as that user.
import { defineMessages } from '@console/ui/i18n';

export const adminUsersMessages = defineMessages(
  {
    /** Page heading of the list of every user of every organization; also the breadcrumb to it. */
    title: 'Users',
    /** Page heading of the list of one organization's users; {name} is the organization's name. */
    titleOfOrg: 'Users of {name}',
    /** The same heading while the organization's name is not loaded yet. */
    titleOfOrgPending: 'Users of the organization',
    /** Under the heading of the list of every user. */
    description: 'Every user of every organization.',
    /** Breadcrumb to the list of organizations. */
    organizationsCrumb: 'Organizations',
    /** Breadcrumb to the organization while its name is not loaded yet. */
    organizationCrumb: 'Organization',
    /** Shown when a search finds no user. */
    searchHint: 'Check the spelling, or search for part of a name, e-mail or organization.',
    /** Shown when there are no users at all. */
    empty: 'No users yet',
    /** Label of the list's search box. */
    searchLabel: 'Search users',
    /** Placeholder of the search box of the list of every user. */
    searchPlaceholderAll: 'Search by name, e-mail or organization',
    /** Placeholder of the search box of one organization's users. */
    searchPlaceholderOrg: 'Search by name or e-mail',
    /** Column header: the user's name. */
    columnName: 'Name',
    /** Column of the exported file only: the user's number. */
    columnUserId: 'User id',
    /** Column header and detail label: the user's e-mail address. */
    email: 'E-mail',
    /** Column header and detail label: the user's organization. */
    organization: 'Organization',
    /** Column header and detail label: active or inactive. */
    status: 'Status',
    /** The status in the exported file. */
    active: 'Active',
    /** The status in the exported file. */
    inactive: 'Inactive',
    /** Detail label: the user's roles. */
    roles: 'Roles',
    /** The roles of a user who has none. */
    noRoles: 'None',
    /** Detail label: whether the user signs in with two-factor authentication. */
    twoFactor: 'Two-factor sign-in',
    /** Two-factor sign-in is on. */
    on: 'On',
    /** Two-factor sign-in is off. */
    off: 'Off',
    /** Detail label: when the user was last seen. */
    lastSeen: 'Last seen',
    /** The last time seen of a user who never signed in. */
    never: 'Never',
    /** Detail label: when the user was created. */
    created: 'Created',
    /** Button on a user's page: an Administrator opens the user's console signed in as them. */
    signInAs: 'Sign in as this user',
    /** Why that button is disabled for an inactive user. */
    signInAsInactive: 'This user is inactive: nobody can sign in as them.',
    /** Why that button is disabled where the installation has no console. */
    signInAsNoConsole: 'This deployment serves no console to sign in to.',
    /** Title of the dialog that asks before signing in as a user; {name} is the user's name. */
    signInAsConfirmTitle: 'Sign in as {name}?',
    /** Text of that dialog; {name} is the user's name. */
    signInAsConfirmText:
      'Their console opens in a new tab, signed in as {name}, for at most 30 minutes. Any console session in this browser is replaced by it. Everything you do there is recorded as done by you on behalf of {name}; their password, e-mail and two-factor settings cannot be changed.',
    /** Confirm button of that dialog. */
    signInAsConfirm: 'Open their console',
  },
  {
    de: () => import('./locales/admin-users.de.po?raw'),
    fr: () => import('./locales/admin-users.fr.po?raw'),
  },
);
