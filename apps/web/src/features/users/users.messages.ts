// The users' words (docs/decisions/0049-languages.md): the list, the add and edit pages, the delete question,
// a user's two-factor page, and the list pieces the staff area's users list shares.
import { defineMessages } from '@console/ui/i18n';

export const usersMessages = defineMessages(
  {
    /** Page heading of the users list, and the breadcrumb back to it. */
    title: 'Users',
    /** Button to the add page, its heading and breadcrumb, and the add form's submit button. */
    addUser: 'Add user',
    /** Name of the list's search box, for screen readers. */
    searchLabel: 'Search users',
    /** Placeholder of the search box. */
    searchPlaceholder: 'Search by name or e-mail',
    /** The table's caption, for screen readers. */
    caption: 'Users of the organization',
    /** The list's noun for one row, as in "1 user" (lower case). */
    nounOne: 'user',
    /** The list's noun for several rows, as in "5 users" (lower case). */
    nounOther: 'users',
    /** Under "No results" when a search finds nobody. */
    searchHint: 'Check the spelling, or search for part of the name or e-mail.',
    /** The list's heading when the organisation has no users. */
    empty: 'No users yet',
    /** Column header and field label: the user's full name. */
    name: 'Name',
    /** In a conflict: the first-name field. */
    firstName: 'First name',
    /** In a conflict: the last-name field. */
    lastName: 'Last name',
    /** Column header and field label: the e-mail address. */
    email: 'E-mail',
    /** Column header and filter label: active or inactive. */
    status: 'Status',
    /** Column header, field label and fieldset legend: the user's roles. */
    roles: 'Roles',
    /** Column header: when the user was created. */
    created: 'Created',
    /** Column header: when the user was last seen. */
    lastSeen: 'Last seen',
    /** In the last-seen column for a user who never signed in. */
    never: 'Never',
    /** A user who may sign in (the status filter's option, the export's value, the form's switch). */
    active: 'Active',
    /** A user who may not sign in. */
    inactive: 'Inactive',
    /** The status filter's option that shows everybody. */
    everyStatus: 'Every status',
    /** The role filter's label. */
    role: 'Role',
    /** The role filter's option that shows everybody. */
    everyRole: 'Every role',
    /** In the roles column for a user without roles. */
    none: 'None',
    /** Badge and role name of the organisation's primary user. */
    accountOwner: 'Account Owner',
    /** Row menu entry and link to a user's two-factor settings. */
    twoFactorSettings: 'Two-factor settings',
    /** Why the Account Owner's row cannot be deleted, after "Delete" in the row menu (lower case). */
    notAccountOwner: 'not the Account Owner',
    /** Why the Account Owner is left out of a bulk deactivate or delete (lower case, mid-sentence). */
    theAccountOwner: 'the Account Owner',
    /** Bulk action button. */
    deactivate: 'Deactivate',
    /** Bulk action in progress. */
    deactivating: 'Deactivating',
    /** Bulk action done (lower case, as in "3 users deactivated"). */
    deactivated: 'deactivated',
    /** What deactivating does, in the question before it; {count} is the number of users. */
    deactivateConsequence:
      '{count, plural, one {They are signed out and cannot sign in until activated again.} other {They are all signed out and cannot sign in until activated again.}}',
    /** Notice once a user is added with a first password; {name} is the user's full name. */
    added: '{name} is added.',
    /** Notice once a user is added without a password; {name} is the user's full name. */
    addedInvited: '{name} is added and will get an e-mail to choose a password.',
    /** Notice once a user is saved; {name} is the user's full name. */
    saved: 'Changes to {name} are saved.',
    /** Notice once a user is deleted; {name} is the user's full name. */
    deleted: '{name} is deleted.',
    /** Notice once a new password is set; {name} is the user's full name. */
    passwordSet: '{name} has a new password.',
    /** Fills "Someone else changed {what}" and the delete question's conflict (lower case, mid-sentence). */
    thisUser: 'this user',
    /** Title of the delete question; {name} is the user's full name. */
    deleteTitle: 'Delete {name}?',
    /** The same when the user is not known any more (the dialog closing). */
    deleteTitleUnnamed: 'Delete user?',
    /** Text of the delete question; {name} and {email} are the user's. */
    deleteText:
      '{name} ({email}) loses access at once. Their tickets and log entries stay. This cannot be undone.',
    /** Delete button, card title and the question's confirm button. */
    deleteUser: 'Delete user',
    /** On the delete card of the Account Owner. */
    ownerNotDeleted: 'The Account Owner cannot be deleted.',
    /** On the delete card of one's own user. */
    selfNotDeleted: 'You cannot delete your own account.',
    /** On the delete card; {name} is the user's full name. */
    deleteCardText: '{name} loses access at once. This cannot be undone.',
    /** Title of the card with the user's form. */
    details: 'Details',
    /** Title of the card linking to the two-factor settings. */
    twoFactor: 'Two-factor authentication',
    /** Text of that card; {name} is the user's first name. */
    twoFactorText: 'See whether {name} uses two-factor authentication, and manage their trusted devices.',
    /** Why the e-mail cannot change in a staff member's sign-in as a user. */
    credentialsLocked:
      "Not allowed while signed in as this user by staff: passwords, e-mail addresses and two-factor settings stay the user's own.",
    /** Title of the card that sets another user's password. */
    setPasswordTitle: 'Set a new password',
    /** Its submit button. */
    setPassword: 'Set password',
    /** Error when the roles could not be loaded into the role picker. */
    rolesFailed: 'The roles could not be loaded.',
    /** Button that loads them again. */
    tryAgain: 'Try again',
    /** In the role picker when the organisation has no roles. */
    noRoles: 'The organization has no roles yet.',
    /** Under the Active switch of the Account Owner. */
    ownerAlwaysActive: 'The Account Owner is always active.',
    /** Under the Active switch. */
    activeHint: 'An inactive user cannot sign in; their sessions end at once.',
    /** Label of the first-password field of the add form. */
    password: 'Password',
    /** Under that field. */
    passwordHint: 'Leave it empty to send the user an e-mail to choose their own.',
    /** In a conflict, for a user without roles. */
    noneParenthesized: '(none)',
    /** Submit button of the edit form. */
    saveChanges: 'Save changes',
    /** Page heading of another user's two-factor settings; {name} is the user's full name. */
    twoFactorOf: 'Two-factor authentication of {name}',
    /** Breadcrumb of that page. */
    twoFactorCrumb: 'Two-factor',
    /** Under the first-name field when it is empty. */
    firstNameEmpty: 'Enter the first name.',
    /** Under the last-name field when it is empty. */
    lastNameEmpty: 'Enter the last name.',
    /** Under a name field when it is too long. */
    nameLong: 'Use at most 100 characters.',
    /** Under the e-mail field when it is empty. */
    emailEmpty: 'Enter an e-mail address.',
    /** Under the e-mail field when it is not an e-mail address. */
    emailInvalid: 'Enter an e-mail address like name@example.com.',
  },
  {
    de: () => import('./locales/users.de.po?raw'),
    fr: () => import('./locales/users.fr.po?raw'),
  },
);
