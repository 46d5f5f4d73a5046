// The roles' words (docs/decisions/0049-languages.md): the list, a role's page, the add and edit pages, the role
// form and its privilege picker (shared with the staff area's predefined roles), the delete question.
import { defineMessages } from '@console/ui/i18n';

export const rolesMessages = defineMessages(
  {
    /** Page heading of the roles list, and the breadcrumb back to it. */
    title: 'Roles',
    /** Button to the add page, its heading and breadcrumb, and the add form's submit button. */
    addRole: 'Add role',
    /** Name of the list's search box, for screen readers. */
    searchLabel: 'Search roles',
    /** Placeholder of the search box. */
    searchPlaceholder: 'Search by name or description',
    /** The table's caption, for screen readers. */
    caption: 'Roles of the organization',
    /** The list's noun for one row, as in "1 role" (lower case). */
    nounOne: 'role',
    /** The list's noun for several rows, as in "5 roles" (lower case). */
    nounOther: 'roles',
    /** Under "No results" when a search finds no role. */
    searchHint: 'Check the spelling, or search for part of the name or description.',
    /** The list's heading when the organisation has no roles. */
    empty: 'No roles yet',
    /** Under it. */
    emptyText: 'Roles bundle privileges to give to users.',
    /** Column header and field label: the role's name. */
    name: 'Name',
    /** Column header and field label: the role's description. */
    description: 'Description',
    /** Column header: the number of users holding the role. */
    users: 'Users',
    /** Column header, card title and form section: the role's privileges. */
    privileges: 'Privileges',
    /** Column header: when the role was created. */
    created: 'Created',
    /** Export column: the role's number. */
    roleId: 'Role id',
    /** Badge of a role the provider defines (its privileges cannot change). */
    predefined: 'Predefined',
    /** In the description column for a role without one. */
    none: 'None',
    /** Row menu entry that opens the role's page. */
    view: 'View',
    /** Why a role's row cannot be deleted, after "Delete" in the row menu (lower case). */
    inUseOrPredefined: 'in use or predefined',
    /** Why a predefined role cannot be deleted. */
    predefinedNotDeleted: 'A predefined role cannot be deleted.',
    /** Why a role still given to users cannot be deleted; {count} is the number of its holders. */
    heldNotDeleted:
      '{count, plural, one {# user holds this role: take it from them first.} other {# users hold this role: take it from them first.}}',
    /** Fills "Someone else changed {what}" (lower case, mid-sentence). */
    thisRole: 'this role',
    /** Field label in the delete question's conflict: the number of holders. */
    usersHolding: 'Users holding it',
    /** Title of the delete question; {name} is the role's name. */
    deleteTitle: 'Delete the role {name}?',
    /** The same when the role is not known any more (the dialog closing). */
    deleteTitleUnnamed: 'Delete role?',
    /** Text of the delete question. */
    deleteText: 'The role and its privileges are removed from the organization. This cannot be undone.',
    /** Delete button and the question's confirm button. */
    deleteRole: 'Delete role',
    /** Button to the edit page. */
    editRole: 'Edit role',
    /** Heading of the edit page; {name} is the role's name. */
    editTitle: 'Edit {name}',
    /** Breadcrumb of the edit page. */
    edit: 'Edit',
    /** On the edit page of a predefined role; {name} is the role's name. */
    predefinedNote:
      '{name} is a predefined role: its privileges are set by the provider and cannot be changed. Add a role of your own to grant a different set.',
    /** Submit button of the edit form. */
    saveChanges: 'Save changes',
    /** Under the privileges; {created} and {changed} are dates. */
    createdChanged: 'Created {created} · changed {changed}',
    /** Title of the card of members; {count} is their number. */
    membersTitle: 'Users with this role ({count})',
    /** Caption of the members' table, for screen readers. */
    membersCaption: 'Users with this role',
    /** Name of the members' pager, for screen readers. */
    membersPages: 'Pages of users with this role',
    /** Column header: the user's e-mail address. */
    email: 'E-mail',
    /** Column header: the user's status. */
    status: 'Status',
    /** When nobody holds the role. */
    noMembers: 'No user holds this role',
    /** When the person may not list users. */
    membersForbidden: 'Seeing who holds a role needs a privilege to list users.',
    /** When the role grants no privilege. */
    grantsNothing: 'This role grants nothing yet.',
    /** Group of privileges outside the catalogue's areas. */
    other: 'Other',
    /** Notice once a role is added; {name} is its name. */
    added: 'The role {name} is added.',
    /** Notice once a role is saved; {name} is its name. */
    saved: 'Changes to {name} are saved.',
    /** Notice once a role is deleted; {name} is its name. */
    deleted: 'The role {name} is deleted.',
    /** Under the name field when it is empty. */
    nameEmpty: 'Enter a name for the role.',
    /** Under the name field when it is too long. */
    nameLong: 'Use at most 100 characters.',
    /** Under the description when it is too long. */
    descriptionLong: 'Use at most 500 characters.',
    /** Error above the form when an alias prefix was typed but not added; {prefix} is what was typed. */
    prefixNotAdded:
      'The alias prefix “{prefix}” is typed but not added. Add it with “Add prefix”, or clear the box, then save.',
    /** Error when the privilege catalogue could not be loaded. */
    catalogueFailed: 'The list of privileges could not be loaded.',
    /** Button that loads it again. */
    tryAgain: 'Try again',
    /** Checkbox that grants a whole area; {area} is the area's name in lower case ("all of aliases"). */
    allOf: 'All of {area}',
    /** Section title of the alias prefixes. */
    aliasPrefixes: 'Alias prefixes',
    /** Its text. */
    aliasPrefixesText: 'Grants the aliases whose name starts with a prefix, without all aliases.',
    /** Name of the list of granted prefixes, for screen readers. */
    grantedPrefixes: 'Granted alias prefixes',
    /** Button that removes a prefix, for screen readers; {prefix} is the prefix. */
    removePrefix: 'Remove the prefix {prefix}',
    /** Name of the new-prefix box, for screen readers. */
    newPrefix: 'New alias prefix',
    /** Placeholder of that box. */
    prefixPlaceholder: 'e.g. sales',
    /** Button that adds the prefix typed. */
    addPrefix: 'Add prefix',
    /** Under that box when the prefix has other characters. */
    prefixInvalid: 'Use letters, digits, dots, dashes or underscores.',
    /** Under that box when the prefix is already granted. */
    prefixTaken: 'This prefix is already granted.',
  },
  {
    de: () => import('./locales/roles.de.po?raw'),
    fr: () => import('./locales/roles.fr.po?raw'),
  },
);
