// The staff area's predefined roles (docs/decisions/0049-languages.md): the roles every new organization starts
// with, their list, page, form and toasts.
import { defineMessages } from '@console/ui/i18n';

export const adminRolesMessages = defineMessages(
  {
    /** Page heading of the list of predefined roles; also its breadcrumb and the table's caption. */
    title: 'Predefined roles',
    /** Under that heading. */
    description:
      'The roles every new organization starts with. Changing one does not change the roles organizations already have.',
    /** Shown when a search finds no predefined role. */
    searchHint: 'Search for part of the name or the description.',
    /** Shown when there are no predefined roles at all. */
    empty: 'No predefined roles yet',
    /** Under that. */
    emptyText: 'New organizations start with no roles.',
    /** Label of the list's search box. */
    searchLabel: 'Search predefined roles',
    /** Placeholder of the list's search box. */
    searchPlaceholder: 'Search by name or description',
    /** Button (and page heading, form button) that adds a predefined role. */
    add: 'Add predefined role',
    /** Breadcrumb of the page that adds a predefined role. */
    addCrumb: 'Add',
    /** Column header and delete dialog label: the role's name. */
    name: 'Name',
    /** Column of the exported file only: the role's number. */
    roleId: 'Role id',
    /** Column header and delete dialog label: the role's description. */
    descriptionColumn: 'Description',
    /** Column header and delete dialog label: the role's privileges. */
    privileges: 'Privileges',
    /** Column header: how many organizations have a role made from it. */
    usedBy: 'Used by',
    /** Column header: when the role was last changed. */
    changed: 'Changed',
    /** A number of organizations; {count} is the number. */
    organizations: '{count, plural, one {# organization} other {# organizations}}',
    /** Button and breadcrumb: edit the role. */
    edit: 'Edit',
    /** Page heading of the edit page; {name} is the role's name. */
    editTitle: 'Edit {name}',
    /** Submit button of the edit page. */
    saveChanges: 'Save changes',
    /** Card title on a role's page; {count} is the number of its privileges. */
    privilegesCount: 'Privileges ({count})',
    /** Shown in that card when the role has no privileges. */
    noPrivileges: 'No privileges',
    /** Under that. */
    noPrivilegesText: 'Holders of this role can only sign in.',
    /** Under the privileges; {date} is the date of the last change. */
    lastChanged: 'Last changed {date}',
    /** Card title on a role's page; {count} is the number of organizations that have a role made from it. */
    usedByCount: '{count, plural, one {Used by # organization} other {Used by # organizations}}',
    /** Caption of the table of organizations using the role. */
    usesCaption: 'Organizations using this role',
    /** Column header: the organization. */
    organization: 'Organization',
    /** Column header: the organization's role made from the predefined one. */
    theirRole: 'Their role',
    /** Column header: how many users of the organization hold that role. */
    usersHolding: 'Users holding it',
    /** Shown when no organization uses the role. */
    noUses: 'No organization uses it yet',
    /** Name of the pages of that table, for screen readers. */
    usesPages: 'Pages of organizations',
    /** What the delete dialog deletes, inside its sentences. */
    deleteWhat: 'this predefined role',
    /** Title of the delete dialog; {name} is the role's name. */
    deleteTitle: 'Delete {name}?',
    /** Text of the delete dialog; {name} is the role's name, {count} the organizations that have a role made from it. */
    deleteText:
      '{count, plural, one {New organizations will no longer start with {name}. The # organization that have a role made from it keep theirs.} other {New organizations will no longer start with {name}. The # organizations that have a role made from it keep theirs.}}',
    /** Confirm button of the delete dialog. */
    deleteConfirm: 'Delete predefined role',
    /** Toast after adding a predefined role; {name} is its name. */
    added: 'The predefined role {name} is added.',
    /** Toast after saving a predefined role; {name} is its name. */
    saved: 'Changes to {name} are saved.',
    /** Toast after deleting a predefined role; {name} is its name. */
    deleted: 'The predefined role {name} is deleted.',
  },
  {
    de: () => import('./locales/admin-roles.de.po?raw'),
    fr: () => import('./locales/admin-roles.fr.po?raw'),
  },
);
